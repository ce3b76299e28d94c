import { brandColors } from "./brand-colors";

/**
 * The Brisk mark, one source for every copy drawn outside React: a white location pin with a
 * lightning bolt, for speed to the right place, on a rounded square of the brand's blue, in a
 * 32-unit box. The favicon (pages/favicon.svg.ts), the share image and the poster's PDF draw it
 * from here.
 */
export const logoMark = {
  size: 32,
  cornerRadius: 8,
  background: brandColors.brand600,
  /** Drawn in order over the background: the pin, then the bolt. */
  paths: [
    {
      d: "M16 5.5c-4.7 0-8.5 3.6-8.5 8.2 0 6 8.5 12.8 8.5 12.8s8.5-6.8 8.5-12.8c0-4.6-3.8-8.2-8.5-8.2z",
      fill: "#fff",
    },
    { d: "M17.4 8.5 12 15.2h3.6l-1.1 4.8 5.4-6.8h-3.6z", fill: brandColors.alert500 },
  ],
} as const;

/** The mark as a standalone SVG document: the favicon, and the share image's logo. */
export function logoMarkSvg(): string {
  const { size, cornerRadius, background, paths } = logoMark;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${background}"/>`,
    ...paths.map(({ d, fill }) => `<path d="${d}" fill="${fill}"/>`),
    "</svg>\n",
  ].join("");
}
