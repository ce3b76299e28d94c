// @vitest-environment node
import sharp from "sharp";
import { brandColors } from "./brand-colors";
import { logoMarkSvg } from "./logo-mark";

/** The colour at (x, y), in the mark's 32 units, of the mark drawn ten pixels to a unit, as #rrggbb. */
async function colorAt(x: number, y: number) {
  const { data, info } = await sharp(Buffer.from(logoMarkSvg()), { density: 720 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(320);
  const at = (Math.round(y * 10) * info.width + Math.round(x * 10)) * info.channels;
  return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

describe("the logo mark", () => {
  it("draws as an SVG document: the blue square, the white pin and the red bolt", async () => {
    expect(await colorAt(3, 16)).toBe(brandColors.brand600);
    expect(await colorAt(16, 23)).toBe("#ffffff");
    expect(await colorAt(15, 14.5)).toBe(brandColors.alert500);
  });
});
