// @vitest-environment node
import { readFileSync, statSync } from "node:fs";
import { chooseHeroVideo, HERO_VIDEO_TYPES, heroVideos } from "./hero-video-source";

/** A window whose media queries match `matching`, with the connection the browser reports. */
function windowWith(connection?: { saveData?: boolean; effectiveType?: string }, matching: string[] = []) {
  return {
    matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList,
    navigator: { connection } as Navigator & { connection?: typeof connection },
  };
}
const PHONE = "(max-width: 767px)";

/** A browser's canPlayType that answers for the codecs it decodes, read from the type's codecs. */
function playing(...codecs: ("av1" | "h264")[]) {
  return (type: string) => {
    const codec = /codecs="(av01|avc1)\./.exec(type)?.[1];
    return (codec === "av01" && codecs.includes("av1")) || (codec === "avc1" && codecs.includes("h264"))
      ? "probably"
      : "";
  };
}
const playsAll = playing("av1", "h264");

describe("the hero video", () => {
  it("plays where the browser reports a fast connection, or none", () => {
    expect(chooseHeroVideo(windowWith(), playsAll)).toBe(heroVideos.desktop.av1);
    expect(chooseHeroVideo(windowWith({ effectiveType: "4g" }), playsAll)).toBe(heroVideos.desktop.av1);
    expect(chooseHeroVideo(windowWith({}, [PHONE]), playsAll)).toBe(heroVideos.mobile.av1);
  });

  it.each(["slow-2g", "2g", "3g"])("gives way to the still on a %s connection", (effectiveType) => {
    expect(chooseHeroVideo(windowWith({ effectiveType }), playsAll)).toBeNull();
  });

  it("gives way to the still under Save-Data and reduced motion", () => {
    expect(chooseHeroVideo(windowWith({ saveData: true, effectiveType: "4g" }), playsAll)).toBeNull();
    expect(chooseHeroVideo(windowWith({}, ["(prefers-reduced-motion: reduce)"]), playsAll)).toBeNull();
  });

  // The floor of docs/browsers.md and what each decodes (MDN's browser-compat-data): Chromium's
  // AV1 is its own software decoder (dav1d) where the device has none, Firefox's too, and its H.264
  // is the system's, which some Linux systems lack; Safari plays AV1 only where the device decodes
  // it in hardware (iPhone 15 Pro, Macs with M3, and later).
  it.each([
    ["Chrome 111+, Samsung Internet 22+", playsAll, "av1"],
    ["Firefox 128+", playsAll, "av1"],
    ["Firefox 128+ without the system's H.264", playing("av1"), "av1"],
    ["Safari 16.4+ (iOS and macOS)", playing("h264"), "h264"],
    ["Safari 17+ with an AV1 decoder", playsAll, "av1"],
  ] as const)("offers %s a file it plays, at both widths", (_, canPlayType, codec) => {
    expect(chooseHeroVideo(windowWith({}, [PHONE]), canPlayType)).toBe(heroVideos.mobile[codec]);
    expect(chooseHeroVideo(windowWith(), canPlayType)).toBe(heroVideos.desktop[codec]);
  });
});

/** The committed files, before any build: src/assets/media/hero-<layout>-<codec>.mp4. */
const mediaFile = (layout: string, codec: string) =>
  new URL(`../../assets/media/hero-${layout}-${codec}.mp4`, import.meta.url);

/** The budgets of docs/performance.md: what a phone may fetch, and proportionately a wide screen. */
const VIDEO_BUDGETS = { mobile: 250 * 1024, desktop: 350 * 1024 };

/** The body of the first box of this type inside the MP4's `moov` box (the sample description's codec box). */
function boxInMoov(file: Buffer, type: string): Buffer {
  let offset = 0;
  while (offset < file.length && file.toString("latin1", offset + 4, offset + 8) !== "moov")
    offset += file.readUInt32BE(offset);
  const moov = file.subarray(offset, offset + file.readUInt32BE(offset));
  const at = moov.indexOf(type, 0, "latin1");
  expect(at, `${type} in moov`).toBeGreaterThan(0);
  return moov.subarray(at + 4, at - 4 + moov.readUInt32BE(at - 4));
}

/** The RFC 6381 codecs string of an MP4's video track, as the site announces it. */
function codecsOf(file: Buffer): string {
  if (file.includes("av1C", 0, "latin1")) {
    // av1C: marker and version, then seq_profile (3 bits) and seq_level_idx_0 (5), then tier and bit depth.
    const box = boxInMoov(file, "av1C");
    const [profileLevel, flags] = [box.readUInt8(1), box.readUInt8(2)];
    const level = String(profileLevel & 0x1f).padStart(2, "0");
    return `av01.${profileLevel >> 5}.${level}${flags & 0x80 ? "H" : "M"}.${flags & 0x40 ? "10" : "08"}`;
  }
  // avcC: version, then the profile, its constraint flags and the level, as hex.
  const box = boxInMoov(file, "avcC");
  return `avc1.${box.toString("hex", 1, 4)}`;
}

describe("the hero video's files", () => {
  it.each(["mobile", "desktop"] as const)(
    "%s: each file within its budget (a phone's 250 KiB, a wide screen's 350 KiB)",
    (layout) => {
      for (const codec of Object.keys(HERO_VIDEO_TYPES)) {
        expect(statSync(mediaFile(layout, codec)).size, `${layout} ${codec}`).toBeLessThanOrEqual(
          VIDEO_BUDGETS[layout],
        );
      }
    },
  );

  it.each(["mobile", "desktop"])("%s: each holds the codec its type announces", (layout) => {
    for (const [codec, type] of Object.entries(HERO_VIDEO_TYPES)) {
      expect(`video/mp4; codecs="${codecsOf(readFileSync(mediaFile(layout, codec)))}"`, codec).toBe(type);
    }
  });
});
