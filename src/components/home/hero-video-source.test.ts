// @vitest-environment node
import { chooseHeroVideo, heroVideos } from "./hero-video-source";

/** A window whose media queries match `matching`, with the connection the browser reports. */
function windowWith(connection?: { saveData?: boolean; effectiveType?: string }, matching: string[] = []) {
  return {
    matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList,
    navigator: { connection } as Navigator & { connection?: typeof connection },
  };
}
const playsWebm = (type: string) => (type.startsWith("video/webm") ? "probably" : "");

describe("the hero video", () => {
  it("plays where the browser reports a fast connection, or none", () => {
    expect(chooseHeroVideo(windowWith(), playsWebm)).toBe(heroVideos.desktop.webm);
    expect(chooseHeroVideo(windowWith({ effectiveType: "4g" }), playsWebm)).toBe(heroVideos.desktop.webm);
    expect(chooseHeroVideo(windowWith({}, ["(max-width: 767px)"]), playsWebm)).toBe(heroVideos.mobile.webm);
  });

  it.each(["slow-2g", "2g", "3g"])("gives way to the still on a %s connection", (effectiveType) => {
    expect(chooseHeroVideo(windowWith({ effectiveType }), playsWebm)).toBeNull();
  });

  it("gives way to the still under Save-Data and reduced motion", () => {
    expect(chooseHeroVideo(windowWith({ saveData: true, effectiveType: "4g" }), playsWebm)).toBeNull();
    expect(chooseHeroVideo(windowWith({}, ["(prefers-reduced-motion: reduce)"]), playsWebm)).toBeNull();
  });
});
