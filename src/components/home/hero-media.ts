import desktopJpg from "~/assets/media/hero-desktop.jpg";
import desktopWebp from "~/assets/media/hero-desktop.webp";
import mobileWebp from "~/assets/media/hero-mobile.webp";
import { HERO_MOBILE_QUERY } from "./hero-video-source";

/**
 * The home hero's stills (made by tools/art/make-hero-video.mjs: the video's last frame), through
 * Astro's assets: each is served as it is, at /assets/ under a name with its content's hash, which
 * browsers may keep for a year (server/headers.mjs). The video files are in hero-video-source.ts.
 */
export const heroMedia = {
  desktop: {
    still: desktopWebp.src,
    fallbackStill: desktopJpg.src,
    width: desktopWebp.width,
    height: desktopWebp.height,
  },
  mobile: {
    still: mobileWebp.src,
    width: mobileWebp.width,
    height: mobileWebp.height,
  },
  /** Screens this wide or narrower get the portrait files. */
  mobileQuery: HERO_MOBILE_QUERY,
} as const;
