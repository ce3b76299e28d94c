// @vitest-environment node
import { resolveCardPicture } from "./card-picture";

// What the build's image imports give, by path: each file's hashed URL.
const files = {
  "/src/assets/images/cards/brisk-map.svg": { src: "/assets/brisk-map.AbC123xy.svg" },
  "/src/assets/images/cards/brisk-map-400.webp": { src: "/assets/brisk-map-400.DeF456zw.webp" },
  "/src/assets/images/cards/brisk-map-800.webp": { src: "/assets/brisk-map-800.GhI789uv.webp" },
  "/src/assets/images/cards/no-copies.svg": { src: "/assets/no-copies.JkL012st.svg" },
};

describe("card pictures", () => {
  it("give the built URLs of the picture that content names", () => {
    expect(resolveCardPicture(files, "/images/cards/brisk-map.svg")).toEqual({
      src: "/assets/brisk-map.AbC123xy.svg",
      srcSet: "/assets/brisk-map-400.DeF456zw.webp 400w, /assets/brisk-map-800.GhI789uv.webp 800w",
    });
  });

  it("stop the build on a picture that has no file, naming it", () => {
    expect(() => resolveCardPicture(files, "/images/cards/brisk-mapp.svg")).toThrow(
      'Unknown card picture "/images/cards/brisk-mapp.svg": there is no file src/assets/images/cards/brisk-mapp.svg.',
    );
  });

  it("stop the build on a picture without its WebP copies", () => {
    expect(() => resolveCardPicture(files, "/images/cards/no-copies.svg")).toThrow(
      'The card picture "/images/cards/no-copies.svg" has no copy src/assets/images/cards/no-copies-400.webp',
    );
  });
});
