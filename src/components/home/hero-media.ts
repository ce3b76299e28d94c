/** The home hero's video and still files in public/media (made by tools/art/make-hero-video.mjs). */
export const heroMedia = {
  desktop: {
    webm: "/media/hero-desktop.webm",
    mp4: "/media/hero-desktop.mp4",
    still: "/media/hero-desktop.webp",
    fallbackStill: "/media/hero-desktop.jpg",
    width: 1280,
    height: 720,
  },
  mobile: {
    webm: "/media/hero-mobile.webm",
    mp4: "/media/hero-mobile.mp4",
    still: "/media/hero-mobile.webp",
    width: 720,
    height: 1280,
  },
  /** Screens this wide or narrower get the portrait files. */
  mobileQuery: "(max-width: 767px)",
} as const;

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * Which video file to play, or null to show only the still: under reduced motion, under Save-Data,
 * and where the browser plays neither format.
 */
export function chooseHeroVideo(
  win: Pick<Window, "matchMedia"> & { navigator: NavigatorWithConnection },
  canPlayType: (type: string) => string,
): string | null {
  if (win.matchMedia("(prefers-reduced-motion: reduce)").matches) return null;
  if (win.navigator.connection?.saveData) return null;
  const files = win.matchMedia(heroMedia.mobileQuery).matches ? heroMedia.mobile : heroMedia.desktop;
  if (canPlayType('video/webm; codecs="vp9"')) return files.webm;
  if (canPlayType('video/mp4; codecs="avc1.640028"')) return files.mp4;
  return null;
}
