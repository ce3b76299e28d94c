// @vitest-environment node
import { readFileSync } from "node:fs";
import { brandColors } from "./brand-colors";

const css = readFileSync(new URL("../styles.css", import.meta.url), "utf8");

it("matches the stylesheet's colours", () => {
  for (const [name, value] of Object.entries(brandColors)) {
    const variable = `--color-${name.replace(/(\d+)$/, "-$1")}`;
    expect(css, variable).toContain(`${variable}: ${value};`);
  }
});
