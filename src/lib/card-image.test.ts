// @vitest-environment node
import { CARD_IMAGE_WIDTHS, cardImageSrcSet, cardImageVariant } from "./card-image.mjs";

describe("card image copies", () => {
  it("name the WebP copy after the SVG and its width", () => {
    expect(cardImageVariant("/images/cards/brisk-map.svg", 800)).toBe("/images/cards/brisk-map-800.webp");
  });

  it("offer every width in the srcset, smallest first, at the URL each copy is served at", () => {
    expect(CARD_IMAGE_WIDTHS).toEqual([400, 800]);
    expect(cardImageSrcSet("/images/cards/brisk-map.svg")).toBe(
      "/images/cards/brisk-map-400.webp 400w, /images/cards/brisk-map-800.webp 800w",
    );
    expect(cardImageSrcSet("/images/cards/brisk-map.svg", (name) => `/built${name}`)).toBe(
      "/built/images/cards/brisk-map-400.webp 400w, /built/images/cards/brisk-map-800.webp 800w",
    );
  });

  it("refuse an image that is not an SVG, which has no copies", () => {
    expect(() => cardImageVariant("/images/hero.jpg", 400)).toThrow(
      "Card images are SVG files: /images/hero.jpg",
    );
  });
});
