// Writes every words file as the editor at /admin/ writes it (src/lib/editor-format.ts), in the order
// of the fields of the last build's editor configuration: after a change to the words' shapes, or to
// a file by hand, `npm run build` then `npm run format:words`. The unit test of the editor's
// configuration fails until the files are so written.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { editedFiles, editorMarkdown, editorYaml } from "../src/lib/editor-format.ts";

const configFile = "build/client/admin/config.json";
if (!existsSync(configFile)) {
  console.error(`No ${configFile}: run \`npm run build\` first, then this again.`);
  process.exit(1);
}
const files = readdirSync("src/content", { recursive: true, encoding: "utf8" }).map(
  (name) => `src/content/${name.split("\\").join("/")}`,
);
let changed = 0;
for (const [file, fields] of editedFiles(JSON.parse(readFileSync(configFile, "utf8")), files)) {
  const text = readFileSync(file, "utf8");
  const formatted = file.endsWith(".md") ? editorMarkdown(text, fields) : editorYaml(text, fields);
  if (formatted === text) continue;
  writeFileSync(file, formatted);
  changed += 1;
}
console.log(`format-words: ${changed} words files written as the editor writes them`);
