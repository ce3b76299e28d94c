import { heroMedia } from "./hero-media";

/**
 * The hero's backdrop: a still that is there from the first paint, and over it a video that plays
 * once and then gives way to the still again (its last frame is the still). scripts/hero-video.ts
 * chooses the video file in the browser, so a phone fetches only the small portrait file, and
 * reduced motion, Save-Data or a slow connection fetch none. A blocked or failed video simply
 * leaves the still.
 */
export function HeroBackground() {
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <picture>
        <source media={heroMedia.mobileQuery} srcSet={heroMedia.mobile.still} type="image/webp" />
        <source srcSet={heroMedia.desktop.still} type="image/webp" />
        <img
          src={heroMedia.desktop.fallbackStill}
          alt=""
          width={heroMedia.desktop.width}
          height={heroMedia.desktop.height}
          fetchPriority="high"
          data-testid="hero-still"
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
      {/* Decoration, with no controls: clicks pass through to the still beneath, so no video menu
          offers picture-in-picture (HTML has no attribute to turn it off; disablepictureinpicture
          is not HTML). */}
      <video
        muted
        playsInline
        preload="none"
        data-testid="hero-video"
        className="pointer-events-none absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-500 data-[state=playing]:opacity-100 motion-reduce:hidden"
      />
    </div>
  );
}
