import { chooseHeroVideo } from "~/components/home/hero-video-source";
import { afterLoadIdle } from "~/lib/after-load-idle";

/**
 * Plays the home hero's video once over its still. State lives on the element as data-state,
 * which the CSS reads: the video fades in while playing and the still shows again when it ends.
 */
export function initHeroVideo(video: HTMLVideoElement): void {
  const src = chooseHeroVideo(window, (type) => video.canPlayType(type));
  if (!src) return;
  const handleEnd = () => (video.dataset.state = "ended");
  video.addEventListener("playing", () => (video.dataset.state = "playing"));
  video.addEventListener("ended", handleEnd);
  video.addEventListener("error", handleEnd);
  // The video is decoration over a still that is already there: it starts once the page has loaded
  // and the browser is idle, so its download and decoding do not compete with the page's start-up.
  afterLoadIdle(() => {
    video.muted = true;
    video.src = src;
    video.play().catch(handleEnd);
  });
}
