import desktopAv1 from "~/assets/media/hero-desktop-av1.mp4";
import desktopH264 from "~/assets/media/hero-desktop-h264.mp4";
import mobileAv1 from "~/assets/media/hero-mobile-av1.mp4";
import mobileH264 from "~/assets/media/hero-mobile-h264.mp4";

/**
 * The home hero's video files (made by tools/art/make-hero-video.mjs), at their built URLs: the
 * build copies them to /assets/ under names with their content's hash, which browsers may keep for a
 * year (server/headers.mjs). The browser script (scripts/hero-video.ts) imports this module, so it
 * holds only what the script needs; the stills are in hero-media.ts.
 */
export const heroVideos = {
  desktop: { av1: desktopAv1, h264: desktopH264 },
  mobile: { av1: mobileAv1, h264: mobileH264 },
} as const;

/**
 * What each file holds, as a <source type> would say it, in the order a browser is offered them:
 * AV1 (Main profile, level 3.1, 8-bit) wherever the browser plays it, else H.264 (High, level 4.0),
 * which every browser of docs/browsers.md plays. Both layouts share the strings;
 * hero-video-source.test.ts reads them in the files.
 */
export const HERO_VIDEO_TYPES = {
  av1: 'video/mp4; codecs="av01.0.05M.08"',
  h264: 'video/mp4; codecs="avc1.640028"',
} as const;

/** Screens this wide or narrower get the portrait files. */
export const HERO_MOBILE_QUERY = "(max-width: 767px)";

/**
 * The connections on which the video never loads, as Chrome's navigator.connection.effectiveType
 * names them: below "4g" even the phone's 183-KiB file can take longer than its own eight seconds
 * of play to arrive (docs/performance.md, "The video on a slow connection").
 */
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g"]);

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
  if (canPlayType(HERO_VIDEO_TYPES.av1)) return files.av1;
  if (canPlayType(HERO_VIDEO_TYPES.h264)) return files.h264;
  return null;
}
