import desktopMp4 from "~/assets/media/hero-desktop.mp4";
import desktopWebm from "~/assets/media/hero-desktop.webm";
import mobileMp4 from "~/assets/media/hero-mobile.mp4";
import mobileWebm from "~/assets/media/hero-mobile.webm";

/**
 * The home hero's video files (made by tools/art/make-hero-video.mjs), at their built URLs: the
 * build copies them to /assets/ under names with their content's hash, which browsers may keep for a
 * year (server/headers.mjs). The browser script (scripts/hero-video.ts) imports this module, so it
 * holds only what the script needs; the stills are in hero-media.ts.
 */
export const heroVideos = {
  desktop: { webm: desktopWebm, mp4: desktopMp4 },
  mobile: { webm: mobileWebm, mp4: mobileMp4 },
} as const;

/** Screens this wide or narrower get the portrait files. */
export const HERO_MOBILE_QUERY = "(max-width: 767px)";

/**
 * The connections on which the video never loads, as Chrome's navigator.connection.effectiveType
 * names them: below "4g" the 427-KiB portrait file takes longer than its own eight seconds of play
 * to arrive, or most of it (docs/performance.md, "Pictures and the video").
 */
export const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g"]);

/** The Network Information API, where the browser has it (Chromium): none of it in the DOM's types. */
type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

/**
 * Which video file to play, or null to show only the still: under reduced motion, under Save-Data,
 * on a connection the browser reports as slow, and where the browser plays neither format.
 */
export function chooseHeroVideo(
  win: Pick<Window, "matchMedia"> & { navigator: NavigatorWithConnection },
  canPlayType: (type: string) => string,
): string | null {
  if (win.matchMedia("(prefers-reduced-motion: reduce)").matches) return null;
  const connection = win.navigator.connection;
  if (connection?.saveData) return null;
  if (connection?.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType)) return null;
  const files = win.matchMedia(HERO_MOBILE_QUERY).matches ? heroVideos.mobile : heroVideos.desktop;
  if (canPlayType('video/webm; codecs="vp9"')) return files.webm;
  if (canPlayType('video/mp4; codecs="avc1.640028"')) return files.mp4;
  return null;
}
