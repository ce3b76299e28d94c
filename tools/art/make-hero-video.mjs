// Renders the home page's background video and its still frames into src/assets/media/, which the
// site serves through Astro's assets (components/home/hero-media.ts, hero-video-source.ts).
// The outputs are committed, so the site's build never needs ffmpeg. To regenerate them:
//   apt-get install -y ffmpeg        (Debian 12's ffmpeg 5.1: libsvtav1 1.4, libx264 164, libwebp)
//   node tools/art/make-hero-video.mjs
// `node tools/art/make-hero-video.mjs --preview` writes only a few frames to a temporary folder, to look at.
// `--frames <folder>` keeps the lossless PNG frames there, and on a later run encodes the frames
// already there instead of drawing them again (about nine minutes on two busy cores), to try settings.
// It draws a night-time barangay map in headless Chromium, one frame per step of a time variable
// (so every run gives the same frames), writes PNG frames to a temporary folder and encodes them.
// The scene: a pin drops at a crossroads, rings spread, alert cards slide in and three responders
// (police, fire, medical) light up and drive along the streets to the pin. No text, no audio.
//
// Each layout gets two files (docs/performance.md, "The video's files", has the measurements):
// - hero-<layout>-av1.mp4, AV1 from SVT-AV1, for every browser that plays AV1: Chrome, Samsung
//   Internet, Firefox, and Safari where the device decodes AV1 in hardware. For each layout:
//     ffmpeg -framerate 24 -i frames/%04d.png -vf scale=out_color_matrix=bt709:out_range=tv \
//       -colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv -pix_fmt yuv420p \
//       -c:v libsvtav1 -preset 3 -crf <av1Crf> -an -movflags +faststart -fflags +bitexact hero-<layout>-av1.mp4
// - hero-<layout>-h264.mp4, H.264 from x264, for every other browser (Safari on most Apple devices):
//     ffmpeg (the same input and colour options) -c:v libx264 -preset veryslow -tune ssim \
//       -crf <x264Crf> -threads 4 -profile:v high -level:v 4.0 -an -movflags +faststart \
//       -fflags +bitexact hero-<layout>-h264.mp4
// then prints each file's size and its SSIM and PSNR against the lossless frames:
//     ffmpeg -i hero-<layout>-av1.mp4 -framerate 24 -i frames/%04d.png -lavfi \
//       "[1]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[ref];[0][ref]ssim" -f null -
// (and psnr likewise). `-threads 4` keeps x264's output the same on any machine (its frame
// threads change the bytes); `-fflags +bitexact` keeps ffmpeg's version out of the files.
// src/components/home/hero-video-source.test.ts holds each file to its budget (250 KiB a phone's)
// and the codecs the site announces to what is in the files.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";

const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const outDir = new URL("../../src/assets/media/", import.meta.url).pathname;
const isPreview = process.argv.includes("--preview");
const framesOption = process.argv.indexOf("--frames");
const keptFrames = framesOption > 0 ? resolve(process.argv[framesOption + 1] ?? "") : null;
const PREVIEW_TIMES = [0, 1.4, 2.6, 3.8, 5, 6.2, (FRAMES - 1) / FPS];

/**
 * @typedef {object} Layout
 * @property {string} name file name part: desktop or mobile
 * @property {number} width
 * @property {number} height
 * @property {string} av1Crf quality for SVT-AV1 (higher is smaller)
 * @property {string} x264Crf quality for H.264 (higher is smaller)
 */

/**
 * The qualities were chosen on the frames (issue 52): each AV1 where its SSIM and luma PSNR beat
 * the VP9 file it replaced, each H.264 5 to 6 % under its budget (250 KiB a phone's, 350 KiB a wide
 * screen's); docs/performance.md, "The video's files", says how.
 * @type {Layout[]}
 */
const LAYOUTS = [
  { name: "desktop", width: 1280, height: 720, av1Crf: "45", x264Crf: "28.5" },
  { name: "mobile", width: 720, height: 1280, av1Crf: "49", x264Crf: "30" },
];

// The page that draws one frame. It is plain browser JavaScript kept in a string (no template
// literals inside), so it is not type-checked with the rest of this file.
const SCENE_SCRIPT = String.raw`
"use strict";
var COLORS = {
  bg: "#0a1d3f", lot: "#0d2449", park: "#0e2a4f", field: "#0c2548", fieldLine: "#12335f",
  street: "#173769", mainStreet: "#1b4079", sea: "#07173a", seaLine: "#0f2a57",
  wallLit: "#15396f", wallShade: "#0f2957", tree: "#0e3257", treeTop: "#13406a",
  roofs: ["#1b457f", "#1f4c8c", "#183f77", "#245596", "#2a5ea3"],
  red: "#e5483b", blue500: "#2f74e0", blue600: "#1b5fc9", blue300: "#8fb8f6", light: "#dbe9ff", navy: "#0a1d3f"
};

function prng(seed) {
  var a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    var t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
var rand = prng(20250101);
function between(a, b) { return a + (b - a) * rand(); }

// ---- The world: a street grid in world units (about one unit per metre), y pointing south.
var XS = [-380, -110, 160, 430, 700, 980, 1260, 1540, 1820, 2100, 2380];
var YS = [-700, -460, -220, 20, 260, 500, 740, 980, 1220, 1460, 1700, 1940, 2180];
var BOUND = { x0: -700, y0: -900, x1: 2700, y1: 2500 };
var MAIN_X = 980, MAIN_Y = 980;
function streetWidth(v, main) { return v === main ? 40 : 24; }
var PIN = { x: 1260, y: 980 };

var boxes = [];   // { x, y, w, d, h, roof, lit }
var trees = [];   // { x, y, r }
var lots = [];    // { x0, y0, x1, y1, kind }
var lamps = [];   // { x, y }

function addBox(x, y, w, d, h, roof, windows) {
  boxes.push({ x: x, y: y, w: w, d: d, h: h, roof: roof, windows: windows });
}

function fillHouses(x0, y0, x1, y1) {
  var rows = [{ y: y0, dir: 1 }, { y: y1, dir: -1 }];
  rows.forEach(function (row) {
    var x = x0 + between(0, 10);
    while (x < x1 - 30) {
      var w = Math.min(between(34, 62), x1 - x);
      var d = between(38, 56);
      var tall = rand() < 0.12;
      var h = tall ? between(44, 58) : between(16, 32);
      var y = row.dir === 1 ? row.y + between(0, 8) : row.y - d - between(0, 8);
      addBox(x, y, w, d, h, COLORS.roofs[Math.floor(rand() * COLORS.roofs.length)], rand() < 0.45);
      x += w + between(7, 16);
    }
  });
  var midTop = y0 + 70, midBottom = y1 - 70;
  if (midBottom - midTop > 40) {
    var xm = x0 + between(10, 30);
    while (xm < x1 - 40) {
      if (rand() < 0.55) {
        var wm = between(30, 48), dm = between(30, Math.min(48, midBottom - midTop));
        addBox(xm, midTop + between(0, midBottom - midTop - dm), wm, dm, between(12, 24), COLORS.roofs[Math.floor(rand() * 3)], rand() < 0.3);
        xm += wm + between(10, 20);
      } else {
        trees.push({ x: xm + 14, y: between(midTop + 12, midBottom - 12), r: between(12, 18) });
        xm += between(30, 44);
      }
    }
  }
}

function fillPark(x0, y0, x1, y1) {
  for (var i = 0; i < 14; i++) trees.push({ x: between(x0 + 16, x1 - 16), y: between(y0 + 16, y1 - 16), r: between(14, 22) });
}

(function buildWorld() {
  var xs = [BOUND.x0].concat(XS, [BOUND.x1]);
  var ys = [BOUND.y0].concat(YS, [BOUND.y1]);
  for (var i = 0; i < xs.length - 1; i++) {
    for (var j = 0; j < ys.length - 1; j++) {
      var x0 = xs[i] + (i === 0 ? 0 : streetWidth(xs[i], MAIN_X) / 2 + 8);
      var x1 = xs[i + 1] - (i === xs.length - 2 ? 0 : streetWidth(xs[i + 1], MAIN_X) / 2 + 8);
      var y0 = ys[j] + (j === 0 ? 0 : streetWidth(ys[j], MAIN_Y) / 2 + 8);
      var y1 = ys[j + 1] - (j === ys.length - 2 ? 0 : streetWidth(ys[j + 1], MAIN_Y) / 2 + 8);
      var kind = "houses";
      var west = xs[i], north = ys[j];
      if (west === 700 && north === 980) kind = "hall";
      else if ((west === 1540 && north === 500) || (west === 430 && north === 1460) || (west === -110 && north === 260)) kind = "park";
      else if (west >= 2380 || (west === 2100 && north >= 1460) || north <= -700) kind = "field";
      lots.push({ x0: x0, y0: y0, x1: x1, y1: y1, kind: kind });
      if (kind === "houses") fillHouses(x0, y0, x1, y1);
      else if (kind === "park") fillPark(x0, y0, x1, y1);
      else if (kind === "hall") {
        // The barangay hall on the corner by the crossroads, a basketball court beside it.
        addBox(x1 - 150, y0 + 6, 140, 92, 40, "#2f74e0", true);
        lots.push({ x0: x0 + 14, y0: y0 + 20, x1: x0 + 124, y1: y0 + 84, kind: "court" });
        fillHouses(x0, y1 - 70, x1, y1);
      }
    }
  }
  XS.forEach(function (x) { for (var y = -640; y < 2400; y += 140) lamps.push({ x: x + (x === MAIN_X ? 26 : 17), y: y }); });
  YS.forEach(function (y) { for (var x = -640; x < 2640; x += 140) lamps.push({ x: x, y: y + (y === MAIN_Y ? 26 : 17) }); });
})();

// ---- Responders: routes along street centre lines, ending beside the pin.
var RESPONDERS = [
  { kind: "shield", color: COLORS.blue500, light: 2.3, start: 2.9, travel: 3.4 },
  { kind: "flame", color: COLORS.red, light: 2.6, start: 3.1, travel: 3.1 },
  { kind: "cross", color: COLORS.blue600, light: 2.9, start: 3.4, travel: 2.8 }
];
RESPONDERS.forEach(function (r) {
  r.route = window.LAYOUT.routes[r.kind];
  var total = 0;
  r.lengths = [];
  for (var i = 1; i < r.route.length; i++) {
    var len = Math.hypot(r.route[i][0] - r.route[i - 1][0], r.route[i][1] - r.route[i - 1][1]);
    r.lengths.push(len);
    total += len;
  }
  r.total = total;
});

function pointAlong(r, distance) {
  var left = distance;
  var pts = [r.route[0]];
  for (var i = 0; i < r.lengths.length; i++) {
    var a = r.route[i], b = r.route[i + 1];
    if (left >= r.lengths[i]) { pts.push(b); left -= r.lengths[i]; continue; }
    var k = left / r.lengths[i];
    var p = [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
    pts.push(p);
    return { at: p, trail: pts };
  }
  return { at: r.route[r.route.length - 1], trail: pts };
}

// ---- Timing helpers
function clamp01(v) { return v < 0 ? 0 : v > 1 ? 1 : v; }
function smooth(t0, t1, t) { var x = clamp01((t - t0) / (t1 - t0)); return x * x * (3 - 2 * x); }
function easeOutCubic(x) { return 1 - Math.pow(1 - x, 3); }
function easeOutBack(x) { var c = 1.4; return 1 + (c + 1) * Math.pow(x - 1, 3) + c * Math.pow(x - 1, 2); }
function easeInOut(x) { return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2; }

// ---- Camera: a tilted, slowly turning view centred on the pin.
var CAM = null;
function setCamera(t) {
  var L = window.LAYOUT;
  var k = easeOutCubic(clamp01(t / 8));
  var yaw = (L.yaw0 + (L.yaw1 - L.yaw0) * k) * Math.PI / 180;
  var tilt = L.tilt * Math.PI / 180;
  var zoom = L.zoom0 + (L.zoom1 - L.zoom0) * k;
  CAM = { cos: Math.cos(yaw), sin: Math.sin(yaw), ct: Math.cos(tilt), st: Math.sin(tilt), D: L.dist, f: L.dist * zoom,
    cx: L.w / 2 + L.ox, cy: L.h / 2 + L.oy, W: L.w, H: L.h };
}
// World (x, y) at height h to screen: [sx, sy, depth, scale].
function P(x, y, h) {
  var dx = x - PIN.x, dy = y - PIN.y;
  var a = dx * CAM.cos - dy * CAM.sin;
  var b = dx * CAM.sin + dy * CAM.cos;
  var yc = b * CAM.ct - (h || 0) * CAM.st;
  var z = CAM.D - b * CAM.st - (h || 0) * CAM.ct;
  var s = CAM.f / z;
  return [CAM.cx + a * s, CAM.cy + yc * s, z, s * CAM.D / CAM.f];
}
function n1(v) { return Math.round(v * 10) / 10; }
function poly(points, fill, extra) {
  var d = "";
  for (var i = 0; i < points.length; i++) d += (i ? "L" : "M") + n1(points[i][0]) + " " + n1(points[i][1]);
  return '<path d="' + d + 'Z" fill="' + fill + '"' + (extra || "") + "/>";
}
function quad(x0, y0, x1, y1, h) { return [P(x0, y0, h), P(x1, y0, h), P(x1, y1, h), P(x0, y1, h)]; }
function onScreen(pts, margin) {
  var m = margin || 0, minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9;
  for (var i = 0; i < pts.length; i++) {
    if (pts[i][2] < 60) return false;
    minX = Math.min(minX, pts[i][0]); maxX = Math.max(maxX, pts[i][0]);
    minY = Math.min(minY, pts[i][1]); maxY = Math.max(maxY, pts[i][1]);
  }
  return maxX > -m && minX < CAM.W + m && maxY > -m && minY < CAM.H + m;
}
function area(pts) {
  var s = 0;
  for (var i = 0; i < pts.length; i++) { var p = pts[i], q = pts[(i + 1) % pts.length]; s += p[0] * q[1] - q[0] * p[1]; }
  return s / 2;
}
function groundCircle(cx, cy, r, n) {
  var pts = [];
  for (var i = 0; i < n; i++) { var a = i / n * Math.PI * 2; pts.push(P(cx + Math.cos(a) * r, cy + Math.sin(a) * r, 0)); }
  return pts;
}
function ring(cx, cy, r, stroke, width, opacity) {
  var pts = groundCircle(cx, cy, r, 64);
  var d = "";
  for (var i = 0; i < pts.length; i++) d += (i ? "L" : "M") + n1(pts[i][0]) + " " + n1(pts[i][1]);
  return '<path d="' + d + 'Z" fill="none" stroke="' + stroke + '" stroke-width="' + n1(width) + '" opacity="' + n1(opacity * 100) / 100 + '"/>';
}
function polyline(pts, stroke, width, opacity) {
  if (pts.length < 2) return "";
  var d = "";
  for (var i = 0; i < pts.length; i++) { var p = P(pts[i][0], pts[i][1], 0); d += (i ? "L" : "M") + n1(p[0]) + " " + n1(p[1]); }
  return '<path d="' + d + '" fill="none" stroke="' + stroke + '" stroke-width="' + width + '" stroke-linecap="round" stroke-linejoin="round" opacity="' + opacity + '"/>';
}

// ---- Glyphs for the badges, in a 24-unit box centred on 0.
var GLYPH = {
  shield: '<path d="M0-11 9-7.6v6.1C9 4.2 5.3 8.8 0 11-5.3 8.8-9 4.2-9-1.5v-6.1z" fill="currentColor"/>',
  flame: '<path d="M1-11C2-6 8-3 8 3 8 8 4.5 11 0 11-4.5 11-8 8-8 3-8-1-5-3-4-6-3-3-1.5-2 0-2 0-5-1-8 1-11z" fill="currentColor"/>',
  cross: '<path d="M-3.2-10h6.4v6.8H10v6.4H3.2V10h-6.4V3.2H-10v-6.4h6.8z" fill="currentColor"/>',
  bolt: '<path d="M2.8-11-8 2.4h7.2L-3 12 7.8-1.6H.6z" fill="currentColor"/>',
  check: '<path d="M-6 .5l4 4 8-8.5" fill="none" stroke="currentColor" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>',
  group: '<circle cx="-5" cy="-4" r="3.6" fill="currentColor"/><circle cx="5" cy="-4" r="3.6" fill="currentColor"/><path d="M-12 9c0-5 3-8 7-8s7 3 7 8zM-2 9c0-5 3-8 7-8s7 3 7 8z" fill="currentColor"/>'
};
function glyph(name, x, y, size, color) {
  return '<g transform="translate(' + n1(x) + " " + n1(y) + ") scale(" + n1(size / 24 * 100) / 100 + ')" color="' + color + '">' + GLYPH[name] + "</g>";
}

// ---- Screen-space alert cards
function alertCard(x, y, w, h, icon, iconBg, bars, progress, done) {
  var out = '<rect x="' + x + '" y="' + (y + 6) + '" width="' + w + '" height="' + h + '" rx="16" fill="#020a1c" opacity=".35"/>';
  out += '<rect x="' + x + '" y="' + y + '" width="' + w + '" height="' + h + '" rx="16" fill="#10306a" fill-opacity=".82" stroke="#dbe9ff" stroke-opacity=".16"/>';
  var r = h * 0.3, icx = x + 16 + r, icy = y + h / 2;
  out += '<circle cx="' + icx + '" cy="' + icy + '" r="' + r + '" fill="' + iconBg + '"/>' + glyph(icon, icx, icy, r * 1.15, "#fff");
  var bx = icx + r + 14;
  out += '<rect x="' + bx + '" y="' + n1(y + h * 0.3) + '" width="' + bars[0] + '" height="8" rx="4" fill="#dbe9ff" opacity=".75"/>';
  if (progress === undefined) {
    out += '<rect x="' + bx + '" y="' + n1(y + h * 0.58) + '" width="' + bars[1] + '" height="7" rx="3.5" fill="#8fb8f6" opacity=".45"/>';
  } else {
    var tw = w - (bx - x) - 20;
    out += '<rect x="' + bx + '" y="' + n1(y + h * 0.58) + '" width="' + tw + '" height="7" rx="3.5" fill="#8fb8f6" opacity=".22"/>';
    out += '<rect x="' + bx + '" y="' + n1(y + h * 0.58) + '" width="' + n1(Math.max(7, tw * progress)) + '" height="7" rx="3.5" fill="#2f74e0"/>';
  }
  if (done > 0) {
    out += '<g opacity="' + n1(done * 100) / 100 + '"><circle cx="' + (x + w - 2) + '" cy="' + (y + 2) + '" r="12" fill="#2f74e0" stroke="#0a1d3f" stroke-width="3"/>' + glyph("check", x + w - 2, y + 2, 14, "#fff") + "</g>";
  }
  return out;
}

// ---- One frame at time t (seconds).
window.renderFrame = function (t) {
  setCamera(t);
  var L = window.LAYOUT;
  var out = [];
  out.push('<rect width="' + L.w + '" height="' + L.h + '" fill="' + COLORS.bg + '"/>');

  // Sea beyond the northern edge, then the ground.
  out.push(poly(quad(-3000, -3000, 5000, BOUND.y0 + 20, 0).filter(function (p) { return p[2] > 0; }), COLORS.sea));
  for (var sy = BOUND.y0 - 60; sy > BOUND.y0 - 1500; sy -= 110) out.push(polyline([[-2000, sy], [4000, sy]], COLORS.seaLine, 2, 0.35));
  out.push(poly(quad(BOUND.x0, BOUND.y0, BOUND.x1, BOUND.y1, 0), COLORS.lot));

  lots.forEach(function (lot) {
    var q = quad(lot.x0, lot.y0, lot.x1, lot.y1, 0);
    if (!onScreen(q, 40)) return;
    if (lot.kind === "park") out.push(poly(q, COLORS.park));
    else if (lot.kind === "field") {
      out.push(poly(q, COLORS.field));
      for (var fx = lot.x0 + 24; fx < lot.x1; fx += 26) out.push(polyline([[fx, lot.y0 + 10], [fx, lot.y1 - 10]], COLORS.fieldLine, 2, 0.9));
    } else if (lot.kind === "court") {
      out.push(poly(q, "#163f7c"));
      var cx = (lot.x0 + lot.x1) / 2;
      out.push(polyline([[lot.x0 + 8, lot.y0 + 8], [lot.x1 - 8, lot.y0 + 8], [lot.x1 - 8, lot.y1 - 8], [lot.x0 + 8, lot.y1 - 8], [lot.x0 + 8, lot.y0 + 8]], COLORS.blue300, 1.5, 0.45));
      out.push(polyline([[cx, lot.y0 + 8], [cx, lot.y1 - 8]], COLORS.blue300, 1.5, 0.45));
      out.push(ring(cx, (lot.y0 + lot.y1) / 2, 12, COLORS.blue300, 1.5, 0.45));
    }
  });

  // Streets, the main ones wider.
  XS.forEach(function (x) {
    var w = streetWidth(x, MAIN_X);
    out.push(poly(quad(x - w / 2, BOUND.y0 + 20, x + w / 2, BOUND.y1, 0), x === MAIN_X ? COLORS.mainStreet : COLORS.street));
  });
  YS.forEach(function (y) {
    var w = streetWidth(y, MAIN_Y);
    out.push(poly(quad(BOUND.x0, y - w / 2, BOUND.x1, y + w / 2, 0), y === MAIN_Y ? COLORS.mainStreet : COLORS.street));
  });
  out.push(polyline([[MAIN_X, BOUND.y0 + 20], [MAIN_X, BOUND.y1]], COLORS.blue300, 1.5, 0.18));
  out.push(polyline([[BOUND.x0, MAIN_Y], [BOUND.x1, MAIN_Y]], COLORS.blue300, 1.5, 0.18));

  // Street lamps: soft pools of light.
  lamps.forEach(function (l) {
    var p = P(l.x, l.y, 0);
    if (p[2] < 60 || p[0] < -40 || p[0] > L.w + 40 || p[1] < -40 || p[1] > L.h + 40) return;
    out.push('<ellipse cx="' + n1(p[0]) + '" cy="' + n1(p[1]) + '" rx="' + n1(26 * p[3]) + '" ry="' + n1(26 * p[3] * CAM.ct) + '" fill="url(#lamp)"/>');
    out.push('<circle cx="' + n1(p[0]) + '" cy="' + n1(p[1]) + '" r="' + n1(Math.max(1, 2.2 * p[3])) + '" fill="' + COLORS.light + '" opacity=".8"/>');
  });

  // Trails behind the responders.
  var states = RESPONDERS.map(function (r) {
    var travel = easeInOut(clamp01((t - r.start) / r.travel));
    var pos = pointAlong(r, travel * r.total);
    return { r: r, lit: smooth(r.light, r.light + 0.6, t), travel: travel, at: pos.at, trail: pos.trail.concat([pos.at]) };
  });
  states.forEach(function (s) {
    if (s.travel <= 0) return;
    out.push(polyline(s.trail, s.r.color, 12 * P(s.at[0], s.at[1], 0)[3], 0.22));
    out.push(polyline(s.trail, COLORS.blue300, 2.5, 0.7));
  });

  // Buildings and trees, far to near.
  var solids = [];
  boxes.forEach(function (b) {
    var base = quad(b.x, b.y, b.x + b.w, b.y + b.d, 0);
    if (!onScreen(base, 80)) return;
    solids.push({ z: P(b.x + b.w / 2, b.y + b.d / 2, 0)[2], box: b, base: base });
  });
  trees.forEach(function (tr) {
    var p = P(tr.x, tr.y, 14);
    if (p[2] < 60 || p[0] < -60 || p[0] > L.w + 60 || p[1] < -60 || p[1] > L.h + 60) return;
    solids.push({ z: p[2], tree: tr, p: p });
  });
  solids.sort(function (a, b) { return b.z - a.z; });
  solids.forEach(function (s) {
    if (s.tree) {
      var r = s.tree.r * s.p[3];
      out.push('<circle cx="' + n1(s.p[0]) + '" cy="' + n1(s.p[1]) + '" r="' + n1(r) + '" fill="' + COLORS.tree + '"/>');
      out.push('<circle cx="' + n1(s.p[0] - r * 0.25) + '" cy="' + n1(s.p[1] - r * 0.3) + '" r="' + n1(r * 0.55) + '" fill="' + COLORS.treeTop + '"/>');
      return;
    }
    var b = s.box;
    var top = quad(b.x, b.y, b.x + b.w, b.y + b.d, b.h);
    var base = s.base;
    for (var i = 0; i < 4; i++) {
      var j = (i + 1) % 4;
      var wall = [base[i], base[j], top[j], top[i]];
      if (area(wall) <= 0) continue;
      var lit = i === 2 || i === 1;
      out.push(poly(wall, lit ? COLORS.wallLit : COLORS.wallShade));
      if (b.windows && b.h > 14) {
        var wx = function (u, v) {
          var bot = [base[i][0] + (base[j][0] - base[i][0]) * u, base[i][1] + (base[j][1] - base[i][1]) * u];
          var tp = [top[i][0] + (top[j][0] - top[i][0]) * u, top[i][1] + (top[j][1] - top[i][1]) * u];
          return [bot[0] + (tp[0] - bot[0]) * v, bot[1] + (tp[1] - bot[1]) * v];
        };
        var rows = b.h > 40 ? [0.2, 0.6] : [0.35];
        rows.forEach(function (v) {
          [0.2, 0.6].forEach(function (u) {
            out.push(poly([wx(u, v), wx(u + 0.2, v), wx(u + 0.2, v + 0.28), wx(u, v + 0.28)], COLORS.light, ' opacity="' + (lit ? 0.55 : 0.35) + '"'));
          });
        });
      }
    }
    out.push(poly(top, b.roof));
    if (b.roof === "#2f74e0") {
      // The hall: a lighter ridge and a flag.
      out.push(poly(quad(b.x + 10, b.y + b.d / 2 - 6, b.x + b.w - 10, b.y + b.d / 2 + 6, b.h), "#5a93ec"));
      var f0 = P(b.x + b.w - 14, b.y + b.d - 10, b.h), f1 = P(b.x + b.w - 14, b.y + b.d - 10, b.h + 46);
      out.push('<path d="M' + n1(f0[0]) + " " + n1(f0[1]) + "L" + n1(f1[0]) + " " + n1(f1[1]) + '" stroke="#dbe9ff" stroke-width="' + n1(1.6 * f1[3]) + '" opacity=".8"/>');
      var fw = 20 * f1[3], fh = 7 * f1[3];
      out.push('<path d="M' + n1(f1[0]) + " " + n1(f1[1]) + "h" + n1(fw) + "v" + n1(fh) + "h-" + n1(fw) + 'z" fill="#2f74e0"/>');
      out.push('<path d="M' + n1(f1[0]) + " " + n1(f1[1] + fh) + "h" + n1(fw) + "v" + n1(fh) + "h-" + n1(fw) + 'z" fill="#e5483b"/>');
      out.push('<path d="M' + n1(f1[0]) + " " + n1(f1[1]) + "l" + n1(fh * 1.2) + " " + n1(fh) + "l-" + n1(fh * 1.2) + " " + n1(fh) + 'z" fill="#fff"/>');
    }
  });

  // Pulse rings, drawn over the roofs so they read as a signal spreading.
  var pinIn = clamp01((t - 0.9) / 0.6);
  for (var k = 0; k < 4; k++) {
    var born = 1.4 + k * 1.5;
    var age = (t - born) / 2.6;
    if (age <= 0 || age >= 1) continue;
    out.push(ring(PIN.x, PIN.y, 30 + easeOutCubic(age) * 300, COLORS.red, 4 * (1 - age) + 1.5, (1 - age) * 0.8));
  }
  var calm = smooth(6.2, 7.4, t);
  if (pinIn > 0) {
    var glowP = P(PIN.x, PIN.y, 0);
    out.push('<ellipse cx="' + n1(glowP[0]) + '" cy="' + n1(glowP[1]) + '" rx="' + n1(120 * glowP[3]) + '" ry="' + n1(120 * glowP[3] * CAM.ct) + '" fill="url(#redGlow)" opacity="' + n1(pinIn * (1 - calm * 0.35) * 100) / 100 + '"/>');
    if (calm > 0) out.push(ring(PIN.x, PIN.y, 62, COLORS.blue300, 2, 0.55 * calm));
  }

  // Responders: badges standing on their street position.
  states.forEach(function (s) {
    var p = P(s.at[0], s.at[1], 0);
    var sc = Math.min(1.4, p[3]);
    var r = 21 * sc, lift = 34 * sc;
    var x = p[0], y = p[1] - lift;
    out.push('<ellipse cx="' + n1(x) + '" cy="' + n1(p[1]) + '" rx="' + n1(r * 0.8) + '" ry="' + n1(r * 0.3) + '" fill="#020a1c" opacity=".45"/>');
    out.push('<path d="M' + n1(x) + " " + n1(p[1] - 2) + "V" + n1(y + r) + '" stroke="#dbe9ff" stroke-width="2" opacity="' + n1((0.25 + 0.35 * s.lit) * 100) / 100 + '"/>');
    out.push('<circle cx="' + n1(x) + '" cy="' + n1(y) + '" r="' + n1(r * 2.4) + '" fill="url(#blueGlow)" opacity="' + n1(s.lit * 100) / 100 + '"/>');
    out.push('<circle cx="' + n1(x) + '" cy="' + n1(y) + '" r="' + n1(r) + '" fill="#12336b" stroke="#8fb8f6" stroke-opacity=".35" stroke-width="2"/>');
    out.push('<g opacity="' + n1(s.lit * 100) / 100 + '"><circle cx="' + n1(x) + '" cy="' + n1(y) + '" r="' + n1(r) + '" fill="' + (s.r.kind === "shield" ? COLORS.blue500 : "#fff") + '" stroke="#fff" stroke-width="2.5"/>' +
      glyph(s.r.kind, x, y, r * 1.15, s.r.kind === "shield" ? "#fff" : s.r.color) + "</g>");
    if (s.lit < 1) out.push(glyph(s.r.kind, x, y, r * 1.15, "#8fb8f6").replace("<g ", '<g opacity="' + n1((1 - s.lit) * 55) / 100 + '" '));
  });

  // The pin drops onto the crossroads.
  if (pinIn > 0) {
    var pp = P(PIN.x, PIN.y, 0);
    var ps = Math.min(1.5, pp[3]) * 1.25;
    var drop = (1 - easeOutBack(pinIn)) * 140;
    out.push('<ellipse cx="' + n1(pp[0]) + '" cy="' + n1(pp[1]) + '" rx="' + n1(13 * ps * pinIn) + '" ry="' + n1(4.5 * ps * pinIn) + '" fill="#020a1c" opacity=".55"/>');
    var k2 = ps * 3.2;
    out.push('<g transform="translate(' + n1(pp[0] - 16 * k2) + " " + n1(pp[1] - 26.5 * k2 - drop) + ") scale(" + n1(k2 * 100) / 100 + ')" opacity="' + n1(Math.min(1, pinIn * 2) * 100) / 100 + '">' +
      '<path d="M16 5.5c-4.7 0-8.5 3.6-8.5 8.2 0 6 8.5 12.8 8.5 12.8s8.5-6.8 8.5-12.8c0-4.6-3.8-8.2-8.5-8.2z" fill="#e5483b" stroke="#fff" stroke-width=".9"/>' +
      '<circle cx="16" cy="13.7" r="4.6" fill="#fff"/>' +
      '<path d="M17 10.2l-3.4 4.3h2.3l-.7 3.1 3.4-4.4h-2.3z" fill="#e5483b"/></g>');
  }

  // Dusk haze towards the horizon, a vignette, and a darker calm zone for the headline.
  out.push('<rect width="' + L.w + '" height="' + L.h + '" fill="url(#haze)"/>');
  out.push('<rect width="' + L.w + '" height="' + L.h + '" fill="url(#calm)"/>');
  out.push('<rect width="' + L.w + '" height="' + L.h + '" fill="url(#vignette)"/>');

  // Alert cards slide in.
  var arrive = states.reduce(function (sum, s) { return sum + s.travel; }, 0) / states.length;
  L.cards.forEach(function (c, i) {
    var show = easeOutCubic(clamp01((t - c.at) / 0.7));
    if (show <= 0) return;
    var dx = (1 - show) * 60;
    out.push('<g opacity="' + n1(show * 100) / 100 + '" transform="translate(' + n1(dx) + ' 0)">' +
      alertCard(c.x, c.y, c.w, c.h, c.icon, c.bg, c.bars, i === 2 ? arrive : undefined, i === 2 ? smooth(6.6, 7.1, t) : 0) + "</g>");
  });

  document.getElementById("scene").innerHTML = out.join("");
};
`;

/**
 * The page for one layout: camera, card positions, and gradients tuned to its shape.
 * @param {Layout} layout
 */
function pageHtml(layout) {
  const desktop = layout.name === "desktop";
  const { width: w, height: h } = layout;
  const settings = desktop
    ? {
        w,
        h,
        ox: 250,
        oy: 60,
        tilt: 56,
        yaw0: -24,
        yaw1: -18,
        zoom0: 0.62,
        zoom1: 0.7,
        dist: 1700,
        cards: [
          { x: 986, y: 104, w: 232, h: 66, icon: "bolt", bg: "#e5483b", bars: [110, 72], at: 1.8 },
          { x: 1006, y: 186, w: 212, h: 66, icon: "group", bg: "#1b5fc9", bars: [96, 64], at: 2.4 },
          { x: 1026, y: 268, w: 192, h: 66, icon: "shield", bg: "#2f74e0", bars: [80, 0], at: 3.0 },
        ],
        // Street routes in world units; each starts in view and ends beside the pin at (1260, 980).
        routes: {
          shield: [
            [1260, 500],
            [1260, 740],
            [980, 740],
            [980, 980],
            [1110, 980],
          ],
          flame: [
            [1540, 1460],
            [1540, 980],
            [1400, 980],
          ],
          cross: [
            [700, 1220],
            [980, 1220],
            [1260, 1220],
            [1260, 1120],
          ],
        },
      }
    : {
        w,
        h,
        ox: 30,
        oy: 230,
        tilt: 48,
        yaw0: -30,
        yaw1: -25,
        zoom0: 0.74,
        zoom1: 0.82,
        dist: 1700,
        cards: [
          { x: 24, y: 1150, w: 208, h: 64, icon: "bolt", bg: "#e5483b", bars: [100, 64], at: 1.8 },
          { x: 256, y: 1150, w: 208, h: 64, icon: "group", bg: "#1b5fc9", bars: [96, 60], at: 2.4 },
          { x: 488, y: 1150, w: 208, h: 64, icon: "shield", bg: "#2f74e0", bars: [88, 0], at: 3.0 },
        ],
        routes: {
          shield: [
            [1260, 500],
            [1260, 740],
            [980, 740],
            [980, 980],
            [1110, 980],
          ],
          flame: [
            [1820, 740],
            [1540, 740],
            [1540, 980],
            [1400, 980],
          ],
          cross: [
            [980, 1220],
            [1260, 1220],
            [1260, 1120],
          ],
        },
      };
  // The calm zone: where the headline sits, darkened so white text reads over any frame.
  const calm = desktop
    ? `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0a1d3f" stop-opacity=".82"/><stop offset=".38" stop-color="#0a1d3f" stop-opacity=".55"/><stop offset=".62" stop-color="#0a1d3f" stop-opacity="0"/></linearGradient>`
    : `<linearGradient id="calm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a1d3f" stop-opacity=".85"/><stop offset=".42" stop-color="#0a1d3f" stop-opacity=".6"/><stop offset=".6" stop-color="#0a1d3f" stop-opacity="0"/></linearGradient>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#0a1d3f;overflow:hidden}svg{display:block}</style></head><body>
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<radialGradient id="lamp"><stop offset="0" stop-color="#8fb8f6" stop-opacity=".35"/><stop offset="1" stop-color="#8fb8f6" stop-opacity="0"/></radialGradient>
<radialGradient id="redGlow"><stop offset="0" stop-color="#e5483b" stop-opacity=".55"/><stop offset=".5" stop-color="#e5483b" stop-opacity=".18"/><stop offset="1" stop-color="#e5483b" stop-opacity="0"/></radialGradient>
<radialGradient id="blueGlow"><stop offset="0" stop-color="#2f74e0" stop-opacity=".6"/><stop offset="1" stop-color="#2f74e0" stop-opacity="0"/></radialGradient>
<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b3f7a"/><stop offset=".06" stop-color="#2a4b86" stop-opacity=".9"/><stop offset=".1" stop-color="#e5483b" stop-opacity=".12"/><stop offset=".3" stop-color="#0a1d3f" stop-opacity=".35"/><stop offset=".5" stop-color="#0a1d3f" stop-opacity="0"/></linearGradient>
${calm}
<radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#050f24" stop-opacity="0"/><stop offset="1" stop-color="#050f24" stop-opacity=".7"/></radialGradient>
</defs>
<g id="scene"></g>
</svg>
<script>window.LAYOUT = ${JSON.stringify(settings)};</script>
<script>${SCENE_SCRIPT}</script>
</body></html>`;
}

/**
 * Runs a command and fails loudly with its output.
 * @param {string} cmd
 * @param {string[]} args
 */
function run(cmd, args) {
  // SVT-AV1 logs its settings on stderr at every run; SVT_LOG=2 keeps its warnings and errors.
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, SVT_LOG: "2" } });
}

/**
 * A video's SSIM (all planes) and PSNR (average) against the lossless frames, each taken to the
 * video's BT.709 4:2:0 first, so that they measure the encoder's loss and nothing else.
 * @param {string} video
 * @param {string} frames
 */
function quality(video, frames) {
  const { status, stderr } = spawnSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-nostats", "-i", video, "-framerate", String(FPS), "-i", join(frames, "%04d.png")],
      "-lavfi",
      "[1]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,split[r1][r2];" +
        "[0]format=yuv420p,split[v1][v2];[v1][r1]ssim;[v2][r2]psnr",
      ...["-f", "null", "-"],
    ],
    { encoding: "utf8" },
  );
  if (status !== 0) throw new Error(`ffmpeg could not measure ${video}:\n${stderr}`);
  const ssim = Number(/SSIM .*All:([\d.]+)/.exec(stderr)?.[1]);
  const psnr = Number(/PSNR .*average:([\d.]+)/.exec(stderr)?.[1]);
  return `SSIM ${ssim.toFixed(4)}, PSNR ${psnr.toFixed(2)} dB`;
}

mkdirSync(outDir, { recursive: true });
const work = keptFrames ?? mkdtempSync(join(tmpdir(), isPreview ? "brisk-hero-preview-" : "brisk-hero-"));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});

/**
 * A page that draws the layout's scene, a frame at each call of its renderFrame(seconds).
 * @param {Layout} layout
 */
async function scenePage(layout) {
  const page = await browser.newPage({
    viewport: { width: layout.width, height: layout.height },
    deviceScaleFactor: 1,
  });
  await page.setContent(pageHtml(layout));
  return page;
}

try {
  for (const layout of LAYOUTS) {
    const frames = join(work, layout.name);
    const last = join(frames, `${String(FRAMES - 1).padStart(4, "0")}.png`);
    mkdirSync(frames, { recursive: true });
    if (isPreview) {
      const page = await scenePage(layout);
      for (const t of PREVIEW_TIMES) {
        await page.evaluate((time) => /** @type {any} */ (window).renderFrame(time), t);
        const file = join(frames, `t${t.toFixed(2)}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await page.close();
      continue;
    }
    if (!keptFrames || !existsSync(last)) {
      const page = await scenePage(layout);
      for (let i = 0; i < FRAMES; i++) {
        await page.evaluate((t) => /** @type {any} */ (window).renderFrame(t), i / FPS);
        await page.screenshot({ path: join(frames, `${String(i).padStart(4, "0")}.png`) });
      }
      await page.close();
    }

    const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", join(frames, "%04d.png")];
    // Convert with the BT.709 matrix and say so, as browsers assume for HD video; otherwise the
    // colours shift slightly and the still would visibly jump when it replaces the last frame.
    const color = [
      ...["-vf", "scale=out_color_matrix=bt709:out_range=tv", "-colorspace", "bt709"],
      ...["-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv", "-pix_fmt", "yuv420p"],
    ];
    // No audio, the index at the front so playback starts before the whole file is in, and no
    // ffmpeg version in the file, so the same encoder writes the same bytes.
    const mp4 = ["-an", "-movflags", "+faststart", "-fflags", "+bitexact"];
    const base = join(outDir, `hero-${layout.name}`);
    run("ffmpeg", [
      ...input,
      ...color,
      ...["-c:v", "libsvtav1", "-preset", "3", "-crf", layout.av1Crf],
      ...mp4,
      `${base}-av1.mp4`,
    ]);
    run("ffmpeg", [
      ...input,
      ...color,
      ...["-c:v", "libx264", "-preset", "veryslow", "-tune", "ssim", "-crf", layout.x264Crf, "-threads", "4"],
      ...["-profile:v", "high", "-level:v", "4.0"],
      ...mp4,
      `${base}-h264.mp4`,
    ]);
    // The still shown before and after the video is its last frame.
    run("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-i",
      last,
      "-c:v",
      "libwebp",
      "-quality",
      "75",
      `${base}.webp`,
    ]);
    run("ffmpeg", ["-y", "-loglevel", "error", "-i", last, "-q:v", "5", `${base}.jpg`]);

    for (const name of ["-av1.mp4", "-h264.mp4", ".webp", ".jpg"]) {
      const file = `${base}${name}`;
      const { size } = statSync(file);
      const measured = name.endsWith(".mp4") ? `, ${quality(file, frames)}` : "";
      console.log(
        `src/assets/media/hero-${layout.name}${name}  ${size} bytes (${(size / 1024).toFixed(1)} KiB)${measured}`,
      );
    }
  }
} finally {
  await browser.close();
  if (!isPreview && !keptFrames) rmSync(work, { recursive: true, force: true });
}
