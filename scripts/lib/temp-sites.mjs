// For the scripts' tests: small built sites written to temporary folders, removed after each test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";

/**
 * A writer of sites: given files by path ("features/index.html") and text, it writes them into a
 * new temporary folder and gives the folder's path. Every folder it made is removed after each
 * test; call it once, at a test file's top level.
 * @param {string} prefix The folders' name prefix, e.g. "check-links-".
 * @returns {(files: Record<string, string>) => string}
 */
export function temporarySites(prefix) {
  /** @type {string[]} */
  const folders = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return (files) => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    folders.push(folder);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    return folder;
  };
}
