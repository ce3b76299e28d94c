// @vitest-environment node
import sharp from "sharp";
import { shareImage } from "./meta";
import { readWords } from "~/i18n/read-words";
import { renderShareImage, SHARE_IMAGE_MAX_BYTES } from "./share-image.server";
import { translationOf } from "~/i18n/translations";

const home = translationOf(readWords(), "en").page("home");

describe("the share image", () => {
  it("is a JPEG of the size the share tags announce, within the size limit", async () => {
    const image = await renderShareImage(home);
    const { format, width, height } = await sharp(image).metadata();
    expect({ format, width, height }).toEqual({
      format: "jpeg",
      width: shareImage.width,
      height: shareImage.height,
    });
    expect(image.byteLength).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
  });

  it("carries the white headline over the darkened left of the still", async () => {
    const image = await renderShareImage(home);
    // The headline's band; without the bundled font's text it holds only the dark shade.
    const band = { left: 80, top: 220, width: 600, height: 180 };
    const { data, info } = await sharp(image).extract(band).raw().toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if ([0, 1, 2].every((channel) => (data[i + channel] ?? 0) > 230)) white += 1;
    }
    const share = white / (info.width * info.height);
    expect(share).toBeGreaterThan(0.05);
  }, 20_000);
});
