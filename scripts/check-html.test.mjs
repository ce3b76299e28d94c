// @vitest-environment node
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { temporarySites } from "./lib/temp-sites.mjs";

/** A valid page with `body` in its <main>, and `after` after </html>. @param {string} body @param {string} [after] */
const page = (body, after = "") =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Brisk</title></head>',
    `<body><main id="main-content">\n${body}\n</main><script type="module">console.log(1)</script></body></html>${after}`,
  ].join("\n");

const writeSite = temporarySites("check-html-");

const script = fileURLToPath(new URL("./check-html.mjs", import.meta.url));
/** @param {Record<string, string>} files */
const run = (files) => spawnSync(process.execPath, [script, writeSite(files)], { encoding: "utf8" });

// Each run starts the checker on Java, a second or two.
describe("the command", { timeout: 60_000 }, () => {
  it("says how many pages it checked and exits 0 when every page is valid", () => {
    const { status, stdout, stderr } = run({
      "index.html": page("<h1>Home</h1>"),
      "fil/404.html": page("<h1>Wala</h1>"),
      // Not HTML pages: never checked.
      "index.html.br": "<html></html><script>",
      "sitemap.xml": "<urlset></urlset>",
    });
    expect(stderr).toBe("");
    expect(stdout).toBe("check-html: 2 pages, no errors\n");
    expect(status).toBe(0);
  });

  it("names each error's file, line, column and message, and exits 1", () => {
    const { status, stderr } = run({
      "index.html": page("<h1>Home</h1>"),
      "features/index.html": page('<h1>Features</h1>\n<video muted disablepictureinpicture=""></video>'),
      "404.html": page("<h1>Not found</h1>", '<script type="module">console.warn(404)</script>'),
    });
    expect(stderr).toMatch(/^check-html: 3 errors in 2 of 3 pages:\n/);
    expect(stderr).toContain(
      "\n  features/index.html:4:1: Attribute “disablepictureinpicture” not allowed on element “video” at this point.\n",
    );
    expect(stderr).toContain("\n  404.html:4:53: Stray start tag “script”.\n");
    expect(stderr).toMatch(/\n {2}404\.html:4:53: Cannot recover after last error\. .* \(fatal\)\n/);
    expect(stderr).not.toContain("\n  index.html:");
    expect(status).toBe(1);
  });

  it("exits 1, asking for a build, when the folder has no index.html", () => {
    const { status, stderr } = run({ "features/index.html": page("<h1>Features</h1>") });
    expect(stderr).toMatch(/run `npm run build` first/);
    expect(status).toBe(1);
  });

  it("exits 1, saying so, when Java cannot be run", () => {
    const folder = writeSite({ "index.html": page("<h1>Home</h1>") });
    const { status, stderr } = spawnSync(process.execPath, [script, folder], {
      encoding: "utf8",
      env: { ...process.env, JAVA: join(folder, "no-java") },
    });
    expect(stderr).toMatch(/^check-html: cannot run .*no-java .*Java 17 or newer/);
    expect(status).toBe(1);
  });
});
