import { useEffect, useRef } from "react";
import { preload } from "react-dom";
import { afterLoadIdle } from "~/lib/after-load-idle";
import { chooseHeroVideo, heroMedia } from "./hero-media";

/**
 * The hero's backdrop: a still that is there from the first paint, and over it a video that plays
 * once and then gives way to the still again (its last frame is the still). The video file is chosen
 * in the browser, so a phone fetches only the small portrait file and reduced motion or Save-Data
 * fetch none. A blocked or failed video simply leaves the still.
 */
export function HeroBackground() {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The still is the home page's largest paint. Browsers find a <picture> only once the parser reaches
  // it, well into <body>; these preloads put the right file at the top of <head>.
  const stillPreload = { as: "image", type: "image/webp", fetchPriority: "high" } as const;
  preload(heroMedia.mobile.still, { ...stillPreload, media: heroMedia.mobileQuery });
  preload(heroMedia.desktop.still, { ...stillPreload, media: `not all and ${heroMedia.mobileQuery}` });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const src = chooseHeroVideo(window, (type) => video.canPlayType(type));
    if (!src) return;

    // State lives on the element as data-state, which the CSS below reads: no re-render needed.
    const setState = (state: "playing" | "ended") => (video.dataset.state = state);
    const handlePlaying = () => setState("playing");
    const handleEnd = () => setState("ended");
    video.addEventListener("playing", handlePlaying);
    video.addEventListener("ended", handleEnd);
    video.addEventListener("error", handleEnd);
    // The video is decoration over a still that is already there: it starts once the page has
    // loaded and the browser is idle, so its download and decoding do not compete with the page's
    // own start-up on a slow phone.
    const cancelStart = afterLoadIdle(() => {
      // React does not reliably reflect `muted` onto a hydrated element; autoplay policies need it.
      video.muted = true;
      video.src = src;
      video.play().catch(handleEnd);
    });

    return () => {
      cancelStart();
      video.removeEventListener("playing", handlePlaying);
      video.removeEventListener("ended", handleEnd);
      video.removeEventListener("error", handleEnd);
      video.removeAttribute("src");
      video.load();
    };
  }, []);

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
      <video
        ref={videoRef}
        muted
        playsInline
        preload="none"
        disablePictureInPicture
        data-testid="hero-video"
        className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-500 data-[state=playing]:opacity-100 motion-reduce:hidden"
      />
    </div>
  );
}
