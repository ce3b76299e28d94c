// `node scripts/check-html.mjs [dir]`: every page of the built site (build/client/**/*.html) through
// the W3C's Nu HTML Checker (the vnu-jar package's vnu.jar, on the system's Java; JAVA names another
// java). Errors only: its warnings are advice, and those about the pages' Content-Security-Policy come
// from reading files from disk, where the policy's 'self' matches nothing.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { isEditorFile } from "./lib/built-pages.mjs";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * One message of the checker's JSON report; `url` is the checked file's file: URL.
 * @typedef {{ type: string, subType?: string, url?: string, firstLine?: number, lastLine?: number,
 *   firstColumn?: number, message: string, extract?: string }} VnuMessage
 */
/** @typedef {{ file: string, line: number, column: number, message: string, extract: string }} HtmlError */

/**
 * The HTML files of a built folder, as paths in it ("features/index.html"), sorted; the editor's
 * (/admin/) is the CMS's page, not the site's.
 * @param {string} dir
 */
function builtHtmlFiles(dir) {
  if (!existsSync(join(dir, "index.html")))
    throw new Error(`No index.html in ${dir}: run \`npm run build\` first.`);
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !isEditorFile(path))
    .sort();
}

/**
 * Runs the checker over some files of a folder and gives its errors, each with the file's path in
 * the folder. Throws when the checker cannot run or gives no report.
 * @param {string} dir
 * @param {string[]} files Paths in `dir`.
 * @returns {HtmlError[]}
 */
function validate(dir, files) {
  const java = process.env.JAVA ?? "java";
  // Language detection only ever warns, and takes half the run.
  const args = ["-jar", VNU_JAR, "--errors-only", "--no-langdetect", "--format", "json", "--stdout"];
  const run = spawnSync(java, [...args, ...files.map((file) => join(dir, file))], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(
      `cannot run ${java} (${run.error.message}): the checker needs Java 17 or newer, or JAVA set`,
    );
  /** @type {{ messages: VnuMessage[] }} */
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    throw new Error(`the Nu HTML Checker gave no report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  }
  return report.messages.map((m) => ({
    file: m.url ? relative(dir, fileURLToPath(m.url)).split(sep).join("/") : "(checker)",
    line: m.firstLine ?? m.lastLine ?? 0,
    column: m.firstColumn ?? 0,
    message: m.subType === "fatal" ? `${m.message} (fatal)` : m.message,
    extract: (m.extract ?? "").replace(/\s+/g, " ").trim(),
  }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url)));
  try {
    const files = builtHtmlFiles(dir);
    const errors = validate(dir, files);
    if (errors.length === 0) console.log(`check-html: ${files.length} pages, no errors`);
    else {
      const pages = new Set(errors.map((error) => error.file)).size;
      console.error(`check-html: ${errors.length} errors in ${pages} of ${files.length} pages:`);
      for (const { file, line, column, message, extract } of errors) {
        console.error(`  ${file}:${line}:${column}: ${message}`);
        if (extract) console.error(`    ${extract}`);
      }
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`check-html: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
