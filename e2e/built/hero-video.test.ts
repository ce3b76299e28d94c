import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { HERO_VIDEO_TYPES } from "../../src/components/home/hero-video-source";
import { langs, pathIn } from "../../src/content/langs";
import { buildRoot } from "../built-files";
import { documentOf } from "./documents";

/*
 * The home page's video as the built page offers it: its script, inline in the page, carries each
 * layout's AV1 and H.264 files and the types it asks the browser about (scripts/hero-video.ts;
 * which browser gets which file: components/home/hero-video-source.test.ts, with the files' budgets).
 */
describe("the home page's video, as built", () => {
  test.each(langs)("%s: offers AV1 and H.264 at both widths, files that were built", (lang) => {
    const script = [...documentOf(pathIn("/", lang)).querySelectorAll("script:not([src])")]
      .map((element) => element.textContent ?? "")
      .find((text) => text.includes("/assets/hero-"));
    expect(script, "the hero's inline script").toBeDefined();
    for (const type of Object.values(HERO_VIDEO_TYPES)) expect(script).toContain(type);
    const files = [...(script ?? "").matchAll(/\/assets\/(hero-[\w-]+)\.[\w-]{8}\.mp4/g)];
    expect(files.map(([, name]) => name).sort()).toEqual([
      "hero-desktop-av1",
      "hero-desktop-h264",
      "hero-mobile-av1",
      "hero-mobile-h264",
    ]);
    // Each is the committed file, byte for byte, so its budget holds as built.
    for (const [path, name] of files) {
      expect(existsSync(join(buildRoot, path)), path).toBe(true);
      const committed = readFileSync(new URL(`../../src/assets/media/${name}.mp4`, import.meta.url));
      expect(readFileSync(join(buildRoot, path)).equals(committed), path).toBe(true);
    }
  });
});
