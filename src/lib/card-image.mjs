// Card illustrations come as an SVG per card (the drawing, and the fallback) plus WebP copies at
// each of CARD_IMAGE_WIDTHS, in src/assets/images/cards/. Plain JavaScript so that
// tools/art/make-card-images.mjs, which writes the copies, and the card component, which offers
// them through Astro's assets (components/content-card/card-picture.ts), share one naming rule. Every card gets
// copies, also the first card of a page, which shows its SVG instead (content-card.tsx): which card
// comes first is content, and reordering the cards should not need the images redrawn.

/**
 * Widths of the WebP copies in pixels: a card is at most about 480 CSS px wide (two columns on a
 * tablet) and 352 px in the three-column layout, so 400 serves 1x screens and 800 serves phones
 * and laptops at 2x and above.
 */
export const CARD_IMAGE_WIDTHS = /** @type {const} */ ([400, 800]);

/**
 * The card's rendered width at each breakpoint of its grid (components/content-card/card-grid.astro
 * inside the max-w-6xl page body: 16 px side padding on phones, 24 px from sm, 24 px gaps).
 */
export const CARD_IMAGE_SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";

/**
 * Name of the WebP copy of a card's SVG at a width.
 * @param {string} svgSrc e.g. "/images/cards/brisk-map.svg"
 * @param {number} width one of CARD_IMAGE_WIDTHS
 */
export function cardImageVariant(svgSrc, width) {
  if (!svgSrc.endsWith(".svg")) throw new Error(`Card images are SVG files: ${svgSrc}`);
  return `${svgSrc.slice(0, -".svg".length)}-${width}.webp`;
}

/**
 * The srcset that offers every WebP copy of a card's SVG.
 * @param {string} svgSrc
 * @param {(name: string) => string} [urlOf] the URL a copy is served at, given its name (the
 *   built, hashed one: card-picture.ts); by default the name itself
 */
export function cardImageSrcSet(svgSrc, urlOf = (name) => name) {
  return CARD_IMAGE_WIDTHS.map((width) => `${urlOf(cardImageVariant(svgSrc, width))} ${width}w`).join(", ");
}
