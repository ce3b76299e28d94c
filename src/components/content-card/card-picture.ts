import type { ImageMetadata } from "astro";
import { cardImageSrcSet } from "~/lib/card-image.mjs";

/**
 * Card pictures go through Astro's assets: the build copies each file imported here to /assets/
 * under a name with its content's hash, which browsers may keep for a year (server/headers.mjs), so
 * a later visit asks for no picture it already has. Content names a card's picture as it was once
 * served, "/images/cards/brisk-map.svg"; the file is that path under src/assets/, with its WebP
 * copies beside it (lib/card-image.mjs names them, src/content/content.test.ts checks their sizes).
 * They are served as tools/art/make-card-images.mjs drew them: Astro's image service does not
 * redraw them (docs/performance.md, "Pictures and the video").
 */
const ASSETS_DIR = "/src/assets";

/** Every card picture file, by its path from the project's root (a glob must be written out). */
const pictureFiles = import.meta.glob<ImageMetadata>("/src/assets/images/cards/*.{svg,webp}", {
  eager: true,
  import: "default",
});

/** A card picture's built URLs: the SVG, and the srcset of its WebP copies. */
export type CardPicture = { src: string; srcSet: string };

/**
 * The built URLs of the card picture that content names, from the files given. An unknown name or
 * a missing copy stops the build, naming the picture and the file.
 */
export function resolveCardPicture(files: Record<string, { src: string }>, name: string): CardPicture {
  const urlOf = (fileName: string) => {
    const path = `${ASSETS_DIR}${fileName}`;
    const file = files[path];
    if (file) return file.src;
    throw new Error(
      fileName === name
        ? `Unknown card picture "${name}": there is no file ${path.slice(1)}. A card names its picture by its path under src/assets/, as "/images/cards/brisk-map.svg".`
        : `The card picture "${name}" has no copy ${path.slice(1)}: run node tools/art/make-card-images.mjs.`,
    );
  };
  return { src: urlOf(name), srcSet: cardImageSrcSet(name, urlOf) };
}

/** The built URLs of the card picture that content names (e.g. "/images/cards/brisk-map.svg"). */
export function cardPicture(name: string): CardPicture {
  return resolveCardPicture(pictureFiles, name);
}
