// Writes the card illustrations to src/assets/images/cards/<id>.svg, one per content card, and a
// WebP copy of each at every width in CARD_IMAGE_WIDTHS (<id>-<width>.webp). The site serves them
// as they are, through Astro's assets (components/content-card/card-picture.ts).
//   node tools/art/make-card-images.mjs
// The output is committed; run this again only after changing a scene. It uses no randomness
// beyond a PRNG seeded from each id, so every run writes the same SVG bytes.
//
// Why a raster as well: Chromium builds a whole isolated document on the main thread for every SVG
// shown through <img> (5-15 ms each on a fast machine, four times that on a mid-range phone), just
// as the page is becoming interactive; a raster decodes off the main thread. WebP rather than AVIF:
// AVIF is 40% smaller here, but an 800-px copy took 14-18 ms to decode in Chromium against 3-4 ms
// for WebP, CPU that a phone's few cores need for the page. The SVG stays as the fallback for
// browsers without WebP, as the first card's picture on each page (far smaller, so its largest
// paint comes sooner; see content-card.tsx), and as the source the rasters are drawn from.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { CARD_IMAGE_WIDTHS, cardImageVariant } from "../../src/lib/card-image.mjs";

// Content names a picture "/images/cards/<id>.svg": its path under src/assets/.
const ASSETS_DIR = new URL("../../src/assets/", import.meta.url);
const OUT_DIR = new URL("images/cards/", ASSETS_DIR);

// Brand palette (Tailwind brand-* tokens) plus two in-between blues and a tint of the alert red.
// Navy brand-950 is left to the page around the cards; the darkest ink here is brand-900.
const N900 = "#0f2e61";
const B600 = "#1b5fc9";
const B500 = "#2f74e0";
const B300 = "#8fb8f6";
const B200 = "#bcd5fb";
const B100 = "#dbe9ff";
const B50 = "#eef5ff";
const WHITE = "#fff";
const RED = "#e5483b";
const RED_TINT = "#fcdcd8";

// ---------------------------------------------------------------------------------------------
// Low-level helpers

/**
 * Rounds to one decimal so the files stay small and identical across runs.
 * @param {number} n
 */
const f = (n) => String(Math.round(n * 10) / 10);

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rx
 * @param {string} fill
 * @param {string} [extra]
 */
const rect = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ""} fill="${fill}"${extra}/>`;

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} fill
 * @param {string} [extra]
 */
const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {string} fill
 * @param {string} [extra]
 */
const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;

/**
 * @param {string} d
 * @param {string} fill
 * @param {string} [extra]
 */
const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;

/**
 * A stroked line drawing with round ends.
 * @param {string} d
 * @param {string} stroke
 * @param {number} width
 * @param {string} [extra]
 */
const line = (d, stroke, width, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/**
 * Places content drawn around (0, 0) at (x, y), scaled.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} content
 */
const at = (x, y, s, content) =>
  `<g transform="translate(${f(x)} ${f(y)})${s === 1 ? "" : ` scale(${Math.round(s * 1000) / 1000})`}">${content}</g>`;

/**
 * Soft drop shadow under a rounded box.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rx
 */
const shadow = (x, y, w, h, rx) => rect(x + 2, y + 6, w, h, rx, N900, ' opacity=".1"');

/**
 * A white card with a shadow.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} [rx]
 * @param {string} [fill]
 */
const card = (x, y, w, h, rx = 10, fill = WHITE) => shadow(x, y, w, h, rx) + rect(x, y, w, h, rx, fill);

/**
 * Placeholder text: a column of rounded bars.
 * @param {number} x
 * @param {number} y
 * @param {number[]} widths
 * @param {string} [fill]
 * @param {number} [gap]
 * @param {number} [h]
 */
const bars = (x, y, widths, fill = B100, gap = 10, h = 5) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, fill)).join("");

/**
 * Shadow on the ground under a scene.
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 */
const ground = (cx, cy, rx) => ellipse(cx, cy, rx, rx / 14, N900, ' opacity=".08"');

/**
 * Box with only its top corners rounded.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 * @param {string} fill
 */
const topRounded = (x, y, w, h, r, fill) =>
  path(
    `M${f(x)} ${f(y + h)}V${f(y + r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}H${f(x + w - r)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + r)}V${f(y + h)}Z`,
    fill,
  );

// ---------------------------------------------------------------------------------------------
// Glyphs: drawn in a 24-unit box around (0, 0), placed with glyph().

/** @type {Record<string, string>} */
const GLYPHS = {
  check: line("M-6 0.5l4 4 8-8.5", "currentColor", 3),
  plus: line("M0-6v12M-6 0h12", "currentColor", 3),
  bolt: path("M2.8-11-8 2.4h7.2L-3 12 7.8-1.6H.6z", "currentColor"),
  heart: path(
    "M0 9C-8 3-11-1-11-4.5-11-8-8.3-10-5.6-10-3-10-1-8.5 0-6.5 1-8.5 3-10 5.6-10 8.3-10 11-8 11-4.5 11-1 8 3 0 9z",
    "currentColor",
  ),
  flame:
    path(
      "M1-11C2-6 8-3 8 3 8 8 4.5 11 0 11-4.5 11-8 8-8 3-8-1-5-3-4-6-3-3-1.5-2 0-2 0-5-1-8 1-11z",
      "currentColor",
    ) +
    path(
      "M0 2.5C2 4.5 3.2 6 3.2 7.6 3.2 9.3 1.8 10.4 0 10.4S-3.2 9.3-3.2 7.6C-3.2 6-2 4.5 0 2.5z",
      WHITE,
      ' opacity=".55"',
    ),
  cross: path("M-3.2-10h6.4v6.8H10v6.4H3.2V10h-6.4V3.2H-10v-6.4h6.8z", "currentColor"),
  shield: path("M0-11 9-7.6v6.1C9 4.2 5.3 8.8 0 11-5.3 8.8-9 4.2-9-1.5v-6.1z", "currentColor"),
  star: path("M0-10.5 3.1-4.3 10-3.3 5-1.6 6.2 8.5 0 5.3-6.2 8.5-5 1.6-10-3.3-3.1-4.3z", "currentColor"),
  question:
    line("M-4.5-4.8A4.6 4.6 0 1 1 1.8-.6C.5 0 0 .9 0 2.4v1", "currentColor", 3.2) +
    circle(0, 8.6, 2, "currentColor"),
  person:
    circle(0, -5, 4.6, "currentColor") +
    path("M-8.5 10.5C-8.5 4.5-4.8 1.5 0 1.5S8.5 4.5 8.5 10.5z", "currentColor"),
  home: path("M-9 0 0-8.5 9 0v9H3V3h-6v6h-6z", "currentColor"),
  building:
    path("M-8-10h16v20H-8z", "currentColor") +
    path("M-4-6h3v3h-3zM1-6h3v3H1zM-4 0h3v3h-3zM1 0h3v3H1z", WHITE),
  tent: path("M0-10 10 9H-10z", "currentColor") + path("M0-1 4 9h-8z", WHITE),
  ballot:
    path("M-9-2h18v12H-9z", "currentColor") + path("M-5-2-1-9 7-5 5-2z", "currentColor", ' opacity=".6"'),
  camera:
    path("M-10-5h4.5l2-3.5h7l2 3.5H10v14h-20z", "currentColor") +
    circle(0, 1.6, 4.4, WHITE) +
    circle(0, 1.6, 2.2, "currentColor"),
  bell:
    path("M-8.5 6h17l-2.4-3.6V-2a6.1 6.1 0 0 0-12.2 0v4.4z", "currentColor") +
    circle(0, 9, 2.6, "currentColor") +
    rect(-1.3, -11, 2.6, 4, 1.3, "currentColor"),
  wrench: path(
    "M6.5-10.5A6 6 0 0 0-.5-2.6L-9.5 6.4a2.5 2.5 0 0 0 3.5 3.6L3-1a6 6 0 0 0 7.8-7l-3.7 3.6L3.7-5.3 3-8.8z",
    "currentColor",
  ),
  box:
    path("M-10-3 0-8 10-3v10L0 12-10 7z", "currentColor") +
    line("M-10-3 0 2 10-3M0 2v10", WHITE, 1.4, ' opacity=".7"'),
  download: line("M0-8v11M-5 -2 0 3l5-5M-7 8h14", "currentColor", 3),
  send: path("M-10-1 10-9 3 10 0 2z", "currentColor") + path("M0 2 10-9 3 10z", WHITE, ' opacity=".3"'),
  lock:
    line("M-5.5-2v-3.5a5.5 5.5 0 0 1 11 0V-2", "currentColor", 3) +
    rect(-9, -3, 18, 14, 3, "currentColor") +
    rect(-1.3, 1.5, 2.6, 5, 1.3, WHITE),
  gear: "",
  key:
    circle(-5, -3, 6, "currentColor") +
    circle(-5, -3, 2.4, WHITE) +
    path("M-1-1 9 9l-2.4 2.4-2-2-1.6 1.6-2-2L2.6 7.4-3 1.8z", "currentColor"),
  chat: path("M-10-8h20v13H-2l-6 5v-5h-2z", "currentColor"),
  news: path("M-10-9h16v19h-14a2 2 0 0 1-2-2zM6-4h4v12a2 2 0 0 1-4 0z", "currentColor"),
  id:
    rect(-11, -8, 22, 16, 3, "currentColor") +
    circle(-4.5, -1.5, 3, WHITE) +
    path("M1-3h7M1 1h5", "none", ` stroke="${WHITE}" stroke-width="2" stroke-linecap="round"`),
  phone: rect(-7, -11, 14, 22, 3, "currentColor") + rect(-2.5, 7, 5, 1.6, 0.8, WHITE),
  broadcast:
    circle(0, 0, 2.8, "currentColor") +
    line(
      "M-5.5-5.5a7.8 7.8 0 0 0 0 11M5.5-5.5a7.8 7.8 0 0 1 0 11M-9-9a13 13 0 0 0 0 18M9-9a13 13 0 0 1 0 18",
      "currentColor",
      2.4,
    ),
};

/**
 * A gear outline around (0, 0) with the given outer radius and tooth count.
 * @param {number} r
 * @param {number} teeth
 */
function gearPath(r, teeth) {
  const inner = r * 0.78;
  const pts = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    /** @type {[number, number][]} */
    const list = [
      [inner, a - step * 0.5],
      [inner, a - step * 0.28],
      [r, a - step * 0.18],
      [r, a + step * 0.18],
      [inner, a + step * 0.28],
    ];
    for (const [rad, ang] of list) pts.push(`${f(Math.cos(ang) * rad)} ${f(Math.sin(ang) * rad)}`);
  }
  return `M${pts.join("L")}Z`;
}
GLYPHS.gear = path(gearPath(11, 8) + "M0-4.2a4.2 4.2 0 1 0 .1 0z", "currentColor", ' fill-rule="evenodd"');

/**
 * Places a named glyph, sized in pixels, in a colour.
 * @param {keyof typeof GLYPHS} name
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 * @param {string} color
 */
const glyph = (name, cx, cy, size, color) =>
  `<g transform="translate(${f(cx)} ${f(cy)}) scale(${Math.round((size / 24) * 1000) / 1000})" color="${color}">${GLYPHS[name]}</g>`;

/**
 * A round badge holding a glyph.
 * @param {keyof typeof GLYPHS} name
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} bg
 * @param {string} fg
 */
const badge = (name, cx, cy, r, bg, fg) =>
  circle(cx + 1, cy + 4, r, N900, ' opacity=".1"') + circle(cx, cy, r, bg) + glyph(name, cx, cy, r * 1.1, fg);

// ---------------------------------------------------------------------------------------------
// Scene parts

/**
 * A smartphone; its screen spans (x + 5, y + 5) to (x + w - 5, y + h - 5).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [screen] drawn between the glass and the notch
 */
const phone = (x, y, w, h, screen = "") =>
  shadow(x, y, w, h, 16) +
  rect(x, y, w, h, 16, N900) +
  rect(x + 5, y + 5, w - 10, h - 10, 11, WHITE) +
  screen +
  rect(x + w / 2 - 11, y + 9, 22, 5, 2.5, N900);

/**
 * The header strip of an app screen inside phone(x, y, w, …).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} [h]
 * @param {string} [fill]
 */
const appBar = (x, y, w, h = 26, fill = B600) => topRounded(x + 5, y + 5, w - 10, h, 11, fill);

/**
 * The brand map pin with its tip at (cx, tipY); k = 1 is 17 px wide.
 * @param {number} cx
 * @param {number} tipY
 * @param {number} k
 * @param {string} fill
 * @param {string} [inner] drawn in a 24-unit box centred on the head
 * @param {boolean} [withShadow]
 */
function pin(cx, tipY, k, fill, inner, withShadow = true) {
  const headY = tipY - 12.8 * k;
  return (
    (withShadow ? ellipse(cx, tipY, 5 * k, 1.6 * k, N900, ' opacity=".18"') : "") +
    at(
      cx - 16 * k,
      tipY - 26.5 * k,
      k,
      path(
        "M16 5.5c-4.7 0-8.5 3.6-8.5 8.2 0 6 8.5 12.8 8.5 12.8s8.5-6.8 8.5-12.8c0-4.6-3.8-8.2-8.5-8.2z",
        fill,
      ),
    ) +
    (inner ?? circle(cx, headY, 3.6 * k, WHITE))
  );
}

/**
 * The brand bolt, centred, h px tall.
 * @param {number} cx
 * @param {number} cy
 * @param {number} h
 * @param {string} fill
 */
const bolt = (cx, cy, h, fill) => glyph("bolt", cx, cy, h, fill);

/**
 * A point coin seen face on.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
const coin = (cx, cy, r) =>
  circle(cx + 1, cy + 3, r, N900, ' opacity=".12"') +
  circle(cx, cy, r, B600) +
  circle(cx, cy, r * 0.8, B500) +
  bolt(cx, cy, r * 1.05, WHITE);

/**
 * A stack of n coins on baseY.
 * @param {number} cx
 * @param {number} baseY
 * @param {number} n
 * @param {number} [rx]
 */
function coinStack(cx, baseY, n, rx = 17) {
  const ry = rx * 0.36;
  const t = 7;
  let out = ellipse(cx, baseY + 1, rx + 4, ry, N900, ' opacity=".1"');
  for (let i = 0; i < n; i++) {
    const y = baseY - i * t;
    out +=
      path(`M${f(cx - rx)} ${f(y - t)}v${t}a${f(rx)} ${f(ry)} 0 0 0 ${f(rx * 2)} 0v-${t}z`, B600) +
      (i > 0
        ? path(
            `M${f(cx - rx)} ${f(y)}a${f(rx)} ${f(ry)} 0 0 0 ${f(rx * 2)} 0`,
            "none",
            ` stroke="${B500}" stroke-width="1.5"`,
          )
        : "") +
      ellipse(cx, y - t, rx, ry, B500) +
      ellipse(cx, y - t, rx * 0.68, ry * 0.62, "none", ` stroke="${B300}" stroke-width="1.5"`);
  }
  return out;
}

/**
 * A house standing on baseY.
 * @param {number} x
 * @param {number} baseY
 * @param {number} w
 * @param {number} h
 * @param {string} [body]
 * @param {string} [roof]
 */
const house = (x, baseY, w, h, body = WHITE, roof = B600) =>
  rect(x, baseY - h, w, h, 2, body) +
  path(
    `M${f(x - 5)} ${f(baseY - h + 2)}L${f(x + w / 2)} ${f(baseY - h - w * 0.42)}L${f(x + w + 5)} ${f(baseY - h + 2)}Z`,
    roof,
  ) +
  rect(x + w * 0.56, baseY - h * 0.5, w * 0.24, h * 0.5, 1.5, roof) +
  rect(x + w * 0.16, baseY - h * 0.62, w * 0.26, h * 0.26, 1.5, B300);

/** The barangay hall, 130 px wide, standing on (0, 0); place it with at(). */
const HALL =
  rect(-64, -8, 128, 8, 2, B300) +
  rect(-58, -15, 116, 8, 2, B200) +
  rect(-50, -62, 100, 48, 0, WHITE) +
  [-40, -26, 18, 32].map((x) => rect(x, -56, 8, 41, 2, B100)).join("") +
  path("M-10-15v-24a10 10 0 0 1 20 0v24z", B600) +
  rect(-56, -68, 112, 7, 2, N900) +
  path("M-60-68 0-92 60-68z", B600) +
  circle(0, -77, 6.5, WHITE) +
  circle(0, -77, 3, RED) +
  rect(72, -112, 3, 112, 1.5, N900) +
  path("M75-112h28v9H75z", B600) +
  path("M75-103h28v9H75z", RED) +
  path("M75-112l11 9-11 9z", WHITE);

/**
 * A tower with a grid of windows.
 * @param {number} x
 * @param {number} baseY
 * @param {number} w
 * @param {number} h
 * @param {string} fill
 * @param {string} win
 */
function tower(x, baseY, w, h, fill, win) {
  const cols = Math.max(2, Math.floor((w - 6) / 11));
  const cw = (w - 8) / cols;
  let d = "";
  for (let y = baseY - h + 8; y < baseY - 14; y += 13) {
    for (let c = 0; c < cols; c++) d += `M${f(x + 5.5 + c * cw)} ${f(y)}h${f(cw - 3)}v6h-${f(cw - 3)}z`;
  }
  return rect(x, baseY - h, w, h, 3, fill) + path(d, win);
}

/**
 * A round tree.
 * @param {number} cx
 * @param {number} baseY
 * @param {number} s
 * @param {string} [fill]
 */
const tree = (cx, baseY, s, fill = B300) =>
  rect(cx - 2 * s, baseY - 14 * s, 4 * s, 14 * s, 2 * s, N900) + circle(cx, baseY - 20 * s, 11 * s, fill);

/**
 * A palm tree leaning right.
 * @param {number} cx
 * @param {number} baseY
 * @param {number} s
 */
const palm = (cx, baseY, s) =>
  at(
    cx,
    baseY,
    s,
    line("M0 0C0-16 3-30 8-42", N900, 4) +
      path(
        "M8-42C0-48-12-46-18-38-8-42 0-41 8-42zM8-42C16-50 28-48 32-40 22-44 14-43 8-42zM8-42C6-52 12-58 20-60 14-54 11-48 8-42zM8-42C2-50-4-54-12-54-4-50 3-46 8-42z",
        B500,
      ),
  );

/**
 * A desktop monitor; its screen spans (x + 7, y + 7) to (x + w - 7, y + h - 7).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [screen]
 */
const monitor = (x, y, w, h, screen = "") =>
  rect(x + w / 2 - 8, y + h, 16, 20, 0, N900) +
  rect(x + w / 2 - 30, y + h + 18, 60, 6, 3, N900) +
  shadow(x, y, w, h, 10) +
  rect(x, y, w, h, 10, N900) +
  rect(x + 7, y + 7, w - 14, h - 14, 4, B50) +
  screen;

/**
 * A window with a title bar; content area starts at y + 18.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
const appWindow = (x, y, w, h) =>
  card(x, y, w, h, 10) +
  topRounded(x, y, w, 16, 10, B100) +
  circle(x + 10, y + 8, 2.5, RED) +
  circle(x + 18, y + 8, 2.5, B300) +
  circle(x + 26, y + 8, 2.5, B300);

/**
 * A page with a folded corner.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
const page = (x, y, w, h) =>
  shadow(x, y, w, h, 6) +
  path(
    `M${f(x + 6)} ${f(y)}H${f(x + w - 16)}L${f(x + w)} ${f(y + 16)}V${f(y + h - 6)}a6 6 0 0 1-6 6H${f(x + 6)}a6 6 0 0 1-6-6V${f(y + 6)}a6 6 0 0 1 6-6z`,
    WHITE,
  ) +
  path(`M${f(x + w - 16)} ${f(y)}V${f(y + 12)}a4 4 0 0 0 4 4H${f(x + w)}z`, B200);

/**
 * Concentric arcs spreading from a point (signal, radar).
 * @param {number} cx
 * @param {number} cy
 * @param {number[]} radii
 * @param {string} color
 * @param {number} [width]
 */
const rings = (cx, cy, radii, color, width = 3) =>
  radii
    .map((r, i) =>
      circle(cx, cy, r, "none", ` stroke="${color}" stroke-width="${width}" opacity="${f(0.7 - i * 0.18)}"`),
    )
    .join("");

/**
 * A speech bubble with its tail at the bottom left (or right when flipped).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} fill
 * @param {boolean} [flip]
 */
const bubble = (x, y, w, h, fill, flip = false) =>
  shadow(x, y, w, h, 12) +
  rect(x, y, w, h, 12, fill) +
  (flip
    ? path(`M${f(x + w - 22)} ${f(y + h - 2)}l12 12 -1-12z`, fill)
    : path(`M${f(x + 22)} ${f(y + h - 2)}l-12 12 1-12z`, fill));

/**
 * Abstract figure standing on baseY.
 * @param {number} cx
 * @param {number} baseY
 * @param {number} s
 * @param {string} fill
 */
const figure = (cx, baseY, s, fill) =>
  circle(cx, baseY - 46 * s, 11 * s, fill) +
  path(
    `M${f(cx - 18 * s)} ${f(baseY)}V${f(baseY - 16 * s)}a${f(18 * s)} ${f(16 * s)} 0 0 1 ${f(36 * s)} 0V${f(baseY)}z`,
    fill,
  );

/**
 * A small check badge.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} [bg]
 */
const checkBadge = (cx, cy, r, bg = B600) =>
  circle(cx, cy, r + 3, WHITE) + circle(cx, cy, r, bg) + glyph("check", cx, cy, r * 1.3, WHITE);

/**
 * A map tile: streets, a river and a park.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
const mapTile = (x, y, w, h) =>
  card(x, y, w, h, 14) +
  `<g opacity=".9">` +
  path(
    `M${f(x + w * 0.62)} ${f(y)}C${f(x + w * 0.55)} ${f(y + h * 0.35)} ${f(x + w * 0.78)} ${f(y + h * 0.6)} ${f(x + w * 0.7)} ${f(y + h)}H${f(x + w * 0.8)}C${f(x + w * 0.88)} ${f(y + h * 0.6)} ${f(x + w * 0.65)} ${f(y + h * 0.35)} ${f(x + w * 0.72)} ${f(y)}z`,
    B100,
  ) +
  rect(x + w * 0.08, y + h * 0.58, w * 0.22, h * 0.3, 6, B100) +
  line(
    `M${f(x)} ${f(y + h * 0.36)}H${f(x + w)}M${f(x)} ${f(y + h * 0.72)}H${f(x + w * 0.6)}M${f(x + w * 0.34)} ${f(y)}V${f(y + h)}M${f(x + w * 0.86)} ${f(y + h * 0.36)}V${f(y + h)}M${f(x + w * 0.12)} ${f(y)}L${f(x + w * 0.34)} ${f(y + h * 0.36)}`,
    B200,
    6,
  ) +
  `</g>`;

/**
 * An organic blob, seeded.
 * @param {() => number} rand
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {number} n
 */
function blob(rand, cx, cy, rx, ry, n) {
  /** @type {[number, number][]} */
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + (rand() - 0.5) * 0.5;
    const k = 0.86 + rand() * 0.24;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  /** @param {number} i */
  const p = (i) => pts[(i + n) % n] ?? [0, 0];
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)} ${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)} ${f(y2 - (y3 - y1) / 6)} ${f(x2)} ${f(y2)}`;
  }
  return d + "Z";
}

/**
 * A small deterministic PRNG (mulberry32) seeded from a string.
 * @param {string} seed
 */
function seeded(seed) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The shared backdrop: pale field, dot grid, a soft blob behind the scene and a few sparkles.
 * @param {string} id
 */
function backdrop(id) {
  const rand = seeded(id);
  const corner = rand() < 0.5;
  const sparkles = [
    [corner ? 54 : 346, 44],
    [corner ? 352 : 48, 196],
    [corner ? 330 : 72, 36],
  ];
  return (
    `<defs><pattern id="dots-${id}" width="16" height="16" patternUnits="userSpaceOnUse">` +
    `<circle cx="3" cy="3" r="1.2" fill="${B200}"/></pattern></defs>` +
    rect(0, 0, 400, 250, 0, B50) +
    rect(0, 0, 400, 250, 0, `url(#dots-${id})`, ' opacity=".8"') +
    path(blob(rand, 200, 128, 138, 100, 7), B100) +
    path(blob(rand, corner ? 56 : 344, corner ? 206 : 48, 44, 38, 5), B100, ' opacity=".7"') +
    circle(sparkles[0]?.[0] ?? 0, sparkles[0]?.[1] ?? 0, 6, "none", ` stroke="${B300}" stroke-width="2.5"`) +
    glyph("plus", sparkles[1]?.[0] ?? 0, sparkles[1]?.[1] ?? 0, 14, B300) +
    circle(sparkles[2]?.[0] ?? 0, sparkles[2]?.[1] ?? 0, 3, RED, ' opacity=".5"')
  );
}

// ---------------------------------------------------------------------------------------------
// Scenes, by card id. Each is drawn on the 400 x 250 canvas, centred near (200, 125).

/**
 * The personal plans: a phone with a profile and coins that grow with the tier.
 * @param {number} tier 0 (free) to 4
 */
function personalPlan(tier) {
  const stacks = [[2], [3], [3, 5], [3, 6, 4], [5, 8, 6, 4]][tier] ?? [];
  const gap = 44;
  const width = 84 + 30 + stacks.length * gap;
  const px = Math.round(200 - width / 2);
  let out = ground(200, 216, 140);
  out += phone(
    px,
    42,
    84,
    172,
    appBar(px, 42, 84, 52) +
      circle(px + 42, 88, 17, WHITE) +
      glyph("person", px + 42, 89, 26, B500) +
      bars(px + 18, 120, [48, 34], B100) +
      rect(px + 16, 146, 52, 8, 4, B100) +
      rect(px + 16, 146, 52 * ((tier + 1) / 5), 8, 4, tier === 0 ? B300 : B600) +
      rect(px + 16, 170, 52, 24, 8, tier === 0 ? B100 : RED_TINT) +
      bolt(px + 42, 182, 14, tier === 0 ? B300 : RED),
  );
  const startX = px + 84 + 30 + 18;
  const tallest = Math.max(...stacks);
  stacks.forEach((n, i) => {
    out += coinStack(startX + i * gap, 212 - (i % 2) * 5, n, 19);
  });
  const midX = startX + ((stacks.length - 1) * gap) / 2;
  const coinR = 15 + tier * 2.5;
  out += coin(midX + (tier === 0 ? 12 : 0), 212 - tallest * 7 - coinR - 30, coinR);
  if (tier >= 2) out += glyph("star", midX + coinR + 18, 212 - tallest * 7 - coinR - 44, 14 + tier * 2, RED);
  return out;
}

/**
 * A cloud.
 * @param {number} cx
 * @param {number} cy
 * @param {number} s
 */
const cloud = (cx, cy, s) =>
  at(cx, cy, s, path("M-22 8a10 10 0 0 1 4-19 14 14 0 0 1 26-2 10 10 0 0 1 14 21z", WHITE));

/**
 * Barangay plans: a setting that grows denser, with its points on the right.
 * @param {number} tier 0 (special) to 4 (high urban)
 */
function barangayPlan(tier) {
  const base = 208;
  let out = "";
  if (tier < 3) {
    out +=
      circle(98, 74, 22, WHITE, ' opacity=".9"') +
      cloud(150, 66, 1) +
      path(
        `M40 ${base}C80 ${base - 70} 130 ${base - 62} 170 ${base - 36}S250 ${base - 92} 300 ${base - 50}L300 ${base}z`,
        B200,
        ' opacity=".75"',
      );
  }
  out += rect(40, base, 320, 3, 1.5, B200) + ground(200, base + 4, 160);
  if (tier === 0) {
    // A small coastal barangay: the sea, palms and stilt houses.
    out +=
      path(`M40 ${base - 6}q15-7 30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0v9H40z`, B300) +
      palm(76, base, 1.7) +
      line(`M122 ${base}v-16M160 ${base}v-16M190 ${base}v-16M232 ${base}v-16`, N900, 3.5) +
      house(116, base - 16, 52, 40, WHITE, B600) +
      house(186, base - 16, 52, 34, WHITE, B500) +
      palm(258, base, 1.3);
  } else if (tier === 1) {
    // Rural: rice paddies, a farmhouse, trees.
    out +=
      path(`M40 ${base}L84 ${base - 44}H236L290 ${base}z`, B300, ' opacity=".55"') +
      line(
        `M60 ${base - 4}L98 ${base - 40}M100 ${base - 4}L128 ${base - 40}M140 ${base - 4}L158 ${base - 40}M180 ${base - 4}L188 ${base - 40}M220 ${base - 4}L218 ${base - 40}M258 ${base - 4}L240 ${base - 40}`,
        B500,
        2.5,
        ' opacity=".6"',
      ) +
      tree(96, base - 44, 1.4, B500) +
      house(176, base - 44, 54, 42, WHITE, B600) +
      tree(250, base - 44, 1.1);
  } else if (tier === 2) {
    // Suburban: a street of houses and trees.
    out +=
      tree(58, base, 1.2) +
      house(78, base, 50, 46) +
      house(142, base, 54, 56, WHITE, B500) +
      tree(212, base, 1.5, B500) +
      house(228, base, 34, 36);
  } else if (tier === 3) {
    // Urban: mid-rise blocks.
    out +=
      cloud(300, 56, 0.9) +
      tower(50, base, 42, 92, B300, WHITE) +
      tower(96, base, 50, 134, B500, B100) +
      tower(150, base, 40, 84, N900, B300) +
      tower(194, base, 52, 116, B600, B100);
  } else {
    // High urban: a dense skyline.
    out +=
      tower(48, base, 34, 118, B300, WHITE) +
      tower(84, base, 40, 166, B500, B100) +
      line(`M104 ${base - 166}v-14`, N900, 3) +
      tower(126, base, 36, 136, N900, B300) +
      tower(164, base, 46, 184, B600, B100) +
      tower(212, base, 34, 124, B300, WHITE) +
      tower(248, base, 40, 152, N900, B300) +
      tower(290, base, 34, 100, B500, B100) +
      tower(326, base, 26, 72, B300, WHITE);
  }
  if (tier < 4) {
    const stacks = [[2], [3, 2], [4, 3], [6, 4]][tier] ?? [];
    stacks.forEach((n, i) => {
      out += coinStack(322 - i * 40, base - (i % 2) * 4, n, 18);
    });
    const top = base - (stacks[0] ?? 0) * 7;
    out += coin(322, top - 46, 16 + tier * 2);
  } else {
    // Unlimited points: an infinity loop on a coin.
    out +=
      circle(330 + 2, 60 + 5, 36, N900, ' opacity=".14"') +
      circle(330, 60, 36, B600) +
      circle(330, 60, 30, B500) +
      line("M330 60c-6-9-18-9-18 0s12 9 18 0 18-9 18 0-12 9-18 0z", WHITE, 4.5);
  }
  return out;
}

/**
 * A question mark variant of a topic for the FAQ cards: the topic on the left, the question on the right.
 * @param {string} topic
 */
function faq(topic) {
  let out =
    ground(200, 218, 140) +
    bubble(196, 44, 116, 100, B600) +
    glyph("question", 254, 92, 70, WHITE) +
    bubble(256, 156, 70, 36, WHITE, true) +
    circle(276, 174, 3.5, B300) +
    circle(291, 174, 3.5, B300) +
    circle(306, 174, 3.5, B300);
  if (topic === "reporting") {
    out += phone(
      96,
      50,
      80,
      164,
      appBar(96, 50, 80, 28, RED) +
        rings(136, 122, [26], RED, 3) +
        circle(136, 122, 20, RED) +
        bolt(136, 122, 22, WHITE) +
        bars(114, 162, [44, 30]) +
        rect(110, 186, 52, 14, 7, B600),
    );
  } else if (topic === "points") {
    out += coinStack(106, 212, 8, 21) + coinStack(154, 208, 5, 19) + coin(126, 92, 26);
  } else if (topic === "agencies") {
    out +=
      badge("shield", 106, 88, 26, B600, WHITE) +
      badge("flame", 160, 150, 24, WHITE, RED) +
      badge("cross", 94, 170, 24, WHITE, B600);
  } else if (topic === "privacy") {
    out +=
      card(84, 62, 98, 146, 14) +
      circle(133, 112, 30, B100) +
      glyph("lock", 133, 112, 38, B600) +
      bars(104, 160, [58, 42, 50], B100, 12, 6);
  } else {
    out += phone(
      96,
      50,
      80,
      164,
      appBar(96, 50, 80, 70) +
        pin(136, 108, 2, WHITE, circle(136, 82, 5.5, RED), false) +
        bars(112, 136, [48, 32]) +
        rect(110, 164, 24, 24, 6, B100) +
        rect(140, 164, 24, 24, 6, B100) +
        glyph("news", 122, 176, 14, B500) +
        glyph("bell", 152, 176, 14, B500),
    );
  }
  return out;
}

/** @type {Record<string, () => string>} */
const SCENES = {
  // --- Features -------------------------------------------------------------------------------
  "reporting-incidents": () =>
    ground(200, 218, 120) +
    phone(
      132,
      34,
      94,
      180,
      appBar(132, 34, 94, 30) +
        rings(179, 112, [30, 40], RED, 3) +
        circle(179, 112, 24, RED) +
        glyph("bolt", 179, 112, 28, WHITE) +
        bars(150, 160, [58, 40]) +
        rect(147, 182, 64, 16, 8, B600),
    ) +
    line("M232 86C252 70 262 66 280 70", B500, 3, ' stroke-dasharray="2 8"') +
    card(250, 84, 110, 58, 12) +
    badge("send", 274, 113, 14, RED, WHITE) +
    bars(296, 102, [48, 34, 40], B100, 10, 5) +
    card(262, 156, 84, 36, 10) +
    checkBadge(280, 174, 8) +
    bars(296, 168, [38, 26]) +
    pin(96, 120, 2.4, B500),

  "how-to-report": () =>
    ground(200, 218, 120) +
    phone(
      150,
      28,
      96,
      186,
      appBar(150, 28, 96, 72, B100) +
        path("M160 98l18-22 12 14 8-8 16 16z", B300) +
        circle(220, 60, 7, WHITE) +
        [0, 1, 2]
          .map(
            (i) =>
              (i < 2
                ? circle(171, 126 + i * 24, 8, B600) + glyph("check", 171, 126 + i * 24, 11, WHITE)
                : circle(171, 126 + i * 24, 7, "none", ` stroke="${B300}" stroke-width="2.5"`)) +
              bars(185, 121 + i * 24, [44, 28], i < 2 ? B100 : B200, 8, 4),
          )
          .join("") +
        rect(162, 190, 72, 12, 6, RED),
    ) +
    badge("camera", 288, 76, 30, WHITE, B600) +
    card(262, 136, 78, 52, 12) +
    pin(284, 172, 1.4, RED) +
    bars(300, 152, [28, 20, 26], B100, 9) +
    badge("check", 104, 110, 20, B600, WHITE) +
    line("M112 140v38", B300, 3, ' stroke-dasharray="1 7"'),

  "brisk-news": () =>
    ground(200, 218, 130) +
    `<g transform="rotate(-8 160 130)">` +
    card(96, 58, 120, 140, 12, B200) +
    `</g>` +
    `<g transform="rotate(7 250 130)">` +
    card(190, 62, 120, 140, 12, B200) +
    `</g>` +
    card(134, 40, 132, 168, 14) +
    rect(146, 52, 108, 62, 8, B300) +
    path("M146 104l26-26 18 18 14-12 50 30v-8 0z", B500) +
    path("M146 106 172 80l18 18 14-12 50 26v6a8 8 0 0 1-8 8H154a8 8 0 0 1-8-8z", B600) +
    circle(236, 68, 7, WHITE) +
    rect(146, 124, 40, 10, 5, RED) +
    bars(146, 144, [100, 84, 92, 60], B100, 12, 6) +
    badge("broadcast", 288, 54, 20, RED, WHITE),

  "brisk-map": () =>
    mapTile(70, 36, 260, 178) +
    pin(130, 116, 2.2, B600, glyph("building", 130, 88, 16, WHITE)) +
    pin(228, 96, 2.5, RED, glyph("tent", 228, 64, 17, WHITE)) +
    pin(286, 186, 2.2, B500, glyph("ballot", 286, 158, 16, WHITE)) +
    circle(172, 170, 8, B600, ` stroke="${WHITE}" stroke-width="4"`) +
    rings(172, 170, [16], B500, 2),

  "report-summary-live-updates": () =>
    ground(190, 220, 130) +
    card(86, 36, 150, 178, 14) +
    rect(102, 52, 64, 8, 4, B600) +
    rect(102, 66, 44, 5, 2.5, B200) +
    line("M112 96V182", B200, 3) +
    line("M112 96V144", B600, 3) +
    [96, 144, 182]
      .map(
        (y, i) =>
          (i === 2
            ? rings(112, y, [11], RED, 2) + circle(112, y, 7, RED)
            : circle(112, y, 8, B600) + glyph("check", 112, y, 11, WHITE)) +
          bars(128, y - 7, [80, 52], i === 2 ? B200 : B100, 10, 5),
      )
      .join("") +
    bubble(218, 58, 104, 54, B600) +
    circle(248, 85, 5, WHITE) +
    circle(270, 85, 5, WHITE) +
    circle(292, 85, 5, WHITE) +
    bubble(240, 126, 84, 40, WHITE, true) +
    bars(254, 138, [56, 36], B200),

  "print-report": () =>
    ground(200, 218, 120) +
    page(158, 30, 84, 78) +
    rect(140, 88, 120, 16, 6, N900) +
    shadow(118, 100, 164, 74, 14) +
    rect(118, 100, 164, 74, 14, B600) +
    rect(118, 100, 164, 18, 9, B500) +
    circle(256, 128, 5, RED) +
    rect(138, 144, 124, 10, 4, N900) +
    page(150, 148, 100, 66) +
    rect(162, 160, 26, 14, 3, RED) +
    bars(162, 182, [74, 56], B100, 10) +
    bars(170, 46, [46, 58, 38], B100, 11) +
    badge("download", 312, 84, 22, WHITE, B600),

  // --- Agencies -------------------------------------------------------------------------------
  "responding-tracking": () =>
    ground(190, 220, 140) +
    appWindow(62, 40, 220, 170) +
    rect(74, 66, 60, 34, 8, B600) +
    rect(140, 66, 60, 34, 8, B100) +
    rect(206, 66, 64, 34, 8, RED_TINT) +
    bars(82, 76, [30, 20], B300, 10) +
    bars(148, 76, [30, 20], B300, 10) +
    bars(214, 76, [30, 20], RED, 10) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(74, 112 + i * 30, 196, 24, 6, B50) +
          circle(88, 124 + i * 30, 5, [RED, B500, B300][i] ?? B300) +
          bars(102, 121 + i * 30, [[90, 70, 80][i] ?? 80], B200) +
          rect(236, 119 + i * 30, 24, 10, 5, i === 0 ? RED_TINT : B100),
      )
      .join("") +
    circle(303, 86, 44, N900, ' opacity=".12"') +
    circle(300, 80, 44, B600) +
    circle(300, 80, 36, WHITE) +
    [0, 1, 2, 3]
      .map((i) => at(300, 80, 1, rect(-1.5, -32, 3, 7, 1.5, B300, ` transform="rotate(${i * 90})"`)))
      .join("") +
    line("M300 80V58M300 80l14 8", N900, 4) +
    circle(300, 80, 4, RED),

  "community-collaboration": () =>
    rect(40, 206, 320, 3, 1.5, B200) +
    ground(200, 210, 160) +
    line(
      "M82 160Q100 120 150 140M128 160Q140 130 160 146M320 160Q300 120 256 134M272 160Q262 132 244 146",
      B500,
      2.5,
      ' stroke-dasharray="2 7"',
    ) +
    at(198, 206, 0.64, HALL) +
    house(62, 206, 38, 36) +
    house(110, 206, 38, 30, WHITE, B500) +
    house(262, 206, 38, 32, WHITE, B500) +
    house(312, 206, 38, 38) +
    badge("chat", 140, 78, 17, WHITE, B600) +
    badge("heart", 262, 78, 17, WHITE, RED) +
    badge("person", 200, 52, 14, B600, WHITE) +
    line("M158 72q20-18 30-18M242 72q-20-18-30-18", B300, 2.5, ' stroke-dasharray="1 7"'),

  "location-sharing": () =>
    mapTile(60, 36, 210, 178) +
    line("M96 186C116 150 150 160 170 130S214 96 230 70", B600, 4, ' stroke-dasharray="1 10"') +
    circle(132, 157, 5, B500, ' opacity=".5"') +
    circle(170, 130, 6, B500, ' opacity=".75"') +
    pin(230, 74, 2.4, B600, glyph("person", 230, 43, 17, WHITE)) +
    circle(96, 186, 7, RED, ` stroke="${WHITE}" stroke-width="3"`) +
    card(244, 108, 110, 72, 14) +
    checkBadge(268, 132, 11) +
    bars(286, 126, [52, 34]) +
    rect(262, 154, 34, 16, 8, B600) +
    circle(288, 162, 6, WHITE) +
    bars(304, 159, [36]),

  "barangay-support-tools": () =>
    rect(48, 208, 304, 3, 1.5, B200) +
    ground(200, 212, 150) +
    at(190, 208, 0.95, HALL) +
    badge("heart", 96, 84, 24, WHITE, RED) +
    badge("wrench", 124, 150, 20, B600, WHITE) +
    badge("box", 316, 150, 22, WHITE, B600) +
    line("M120 96q30 10 44 40M296 160q-14 0-30 10", B300, 2.5, ' stroke-dasharray="1 7"'),

  "authorized-agencies": () =>
    ground(200, 206, 160) +
    [
      ["shield", B600, WHITE],
      ["flame", RED_TINT, RED],
      ["cross", B100, B600],
      ["star", N900, WHITE],
    ]
      .map(([name, bg, fg], i) => {
        const x = 60 + i * 74;
        const y = i % 2 ? 86 : 70;
        return (
          card(x, y, 60, 96, 14) +
          circle(x + 30, y + 36, 22, bg ?? B600) +
          glyph(/** @type {keyof typeof GLYPHS} */ (name), x + 30, y + 36, 26, fg ?? WHITE) +
          bars(x + 12, y + 68, [36, 24], B100, 9)
        );
      })
      .join(""),

  "desktop-access": () =>
    ground(200, 220, 110) +
    monitor(
      88,
      34,
      204,
      140,
      rect(95, 41, 42, 126, 4, N900) +
        bars(103, 56, [26, 20, 24, 18], B500, 14, 5) +
        rect(146, 50, 68, 44, 6, WHITE) +
        path("M152 86l14-16 10 10 12-18 20 24z", B300) +
        rect(220, 50, 64, 44, 6, WHITE) +
        circle(252, 72, 14, B100) +
        path("M252 72V58a14 14 0 0 1 14 14z", RED) +
        rect(146, 102, 138, 58, 6, WHITE) +
        bars(156, 112, [110, 90, 100], B100, 14),
    ) +
    circle(306, 162, 32, N900, ' opacity=".12"') +
    circle(302, 156, 32, B600) +
    glyph("lock", 302, 156, 36, WHITE),

  // --- Plans ----------------------------------------------------------------------------------
  "personal-free": () => personalPlan(0),
  "personal-paid-1": () => personalPlan(1),
  "personal-paid-2": () => personalPlan(2),
  "personal-paid-3": () => personalPlan(3),
  "personal-paid-4": () => personalPlan(4),

  "extra-agency-slot": () =>
    rect(48, 206, 304, 3, 1.5, B200) +
    ground(200, 210, 150) +
    tower(66, 206, 70, 96, B500, B100) +
    rect(88, 182, 26, 24, 2, N900) +
    tower(146, 206, 84, 128, B600, B100) +
    rect(176, 180, 24, 26, 2, N900) +
    rect(248, 92, 90, 112, 10, WHITE, ' opacity=".6"') +
    rect(248, 92, 90, 112, 10, "none", ` stroke="${B500}" stroke-width="3" stroke-dasharray="8 7"`) +
    badge("plus", 293, 148, 22, RED, WHITE),

  "location-sharing-addon": () =>
    ellipse(200, 196, 140, 32, B200, ' opacity=".8"') +
    ellipse(200, 196, 100, 22, "none", ` stroke="${B300}" stroke-width="3"`) +
    ellipse(200, 196, 60, 13, B300, ' opacity=".8"') +
    ellipse(200, 196, 24, 5, B500) +
    line("M156 74a52 52 0 0 0 0 62M244 74a52 52 0 0 1 0 62", B500, 4) +
    line("M134 58a80 80 0 0 0 0 94M266 58a80 80 0 0 1 0 94", B500, 4, ' opacity=".45"') +
    pin(200, 196, 5, B600, circle(200, 132, 13, WHITE) + circle(200, 132, 6, RED), false) +
    badge("plus", 306, 52, 18, RED, WHITE),

  "desktop-access-plan": () =>
    ground(200, 220, 110) +
    monitor(
      96,
      34,
      196,
      136,
      rect(103, 41, 182, 20, 4, B600) +
        rect(113, 71, 78, 82, 6, WHITE) +
        bars(123, 83, [56, 40, 50, 34], B100, 14) +
        rect(199, 71, 76, 38, 6, WHITE) +
        rect(199, 115, 76, 38, 6, WHITE) +
        circle(237, 90, 10, B100),
    ) +
    circle(262, 176, 40, N900, ' opacity=".12"') +
    circle(258, 170, 40, WHITE) +
    at(258, 170, 1, `<g transform="rotate(-35)">${glyph("key", 0, 0, 52, RED)}</g>`),

  "barangay-verification-gift": () =>
    ground(190, 218, 120) +
    shadow(126, 116, 128, 96, 10) +
    rect(126, 116, 128, 96, 10, B600) +
    rect(116, 92, 148, 32, 10, B500) +
    rect(180, 92, 20, 120, 0, RED) +
    path(
      "M190 92C170 60 144 70 152 86 158 96 180 94 190 92zM190 92C210 60 236 70 228 86 222 96 200 94 190 92z",
      RED,
    ) +
    coin(136, 60, 18) +
    coin(246, 50, 22) +
    coin(286, 110, 15) +
    checkBadge(292, 186, 16),

  "barangay-special": () => barangayPlan(0),
  "barangay-rural": () => barangayPlan(1),
  "barangay-suburban": () => barangayPlan(2),
  "barangay-urban": () => barangayPlan(3),
  "barangay-high-urban": () => barangayPlan(4),

  // --- Terms ----------------------------------------------------------------------------------
  "general-terms": () =>
    ground(200, 220, 100) +
    `<g transform="rotate(-6 170 130)">` +
    page(124, 46, 110, 150) +
    `</g>` +
    page(150, 34, 116, 176) +
    rect(166, 54, 54, 9, 4.5, B600) +
    bars(166, 78, [84, 72, 80, 60, 76, 50], B100, 14, 6) +
    line("M166 182c6-10 10-10 10 0s6-10 12-4 6 4 18-2", B500, 2.5) +
    checkBadge(262, 180, 22),

  "user-responsibilities": () =>
    ground(200, 220, 120) +
    figure(128, 214, 1.7, B600) +
    card(176, 84, 150, 96, 14) +
    topRounded(176, 84, 150, 24, 14, B600) +
    rect(192, 120, 40, 46, 8, B100) +
    glyph("person", 212, 144, 34, B500) +
    bars(244, 124, [64, 46, 56], B100, 12, 6) +
    circle(310, 96, 4, RED) +
    checkBadge(318, 178, 14),

  "limitation-of-liability": () =>
    ground(200, 220, 110) +
    rect(196, 64, 8, 140, 4, N900) +
    rect(156, 198, 88, 12, 6, N900) +
    circle(200, 60, 10, B600) +
    line("M112 82L288 70", N900, 6) +
    line("M120 82 96 140M120 82l24 58M280 70l-24 58M280 70l24 58", B300, 2) +
    path("M88 140h64a32 14 0 0 1-64 0z", B500) +
    path("M248 128h64a32 14 0 0 1-64 0z", B500) +
    badge("shield", 200, 136, 28, B600, WHITE) +
    glyph("check", 200, 135, 16, B600),

  // --- Privacy --------------------------------------------------------------------------------
  "information-we-collect": () =>
    ground(200, 220, 130) +
    path("M94 84a8 8 0 0 1 8-8h50l12 14h134a8 8 0 0 1 8 8v108a8 8 0 0 1-8 8H102a8 8 0 0 1-8-8z", B600) +
    `<g transform="rotate(-8 160 100)">` +
    card(112, 58, 96, 62, 8) +
    circle(134, 84, 11, B100) +
    glyph("person", 134, 86, 18, B500) +
    bars(152, 76, [42, 30, 36], B100, 10) +
    `</g>` +
    `<g transform="rotate(6 250 90)">` +
    card(206, 50, 90, 70, 8) +
    path("M216 56h70v40H216z", B100) +
    line("M216 80h70M246 56v40", B200, 4) +
    `</g>` +
    pin(252, 100, 1.9, RED) +
    path("M86 116a8 8 0 0 1 8-8h212a8 8 0 0 1 8 8l-8 90a8 8 0 0 1-8 8H102a8 8 0 0 1-8-8z", B500) +
    badge("phone", 200, 160, 22, WHITE, B600),

  "how-we-use-your-data": () =>
    ground(200, 220, 140) +
    glyph("gear", 122, 112, 88, B600) +
    glyph("gear", 176, 160, 56, B500) +
    circle(122, 112, 12, B100) +
    line(
      "M206 120C236 120 236 78 262 78M206 130H262M206 140C236 140 236 182 262 182",
      B300,
      3,
      ' stroke-dasharray="2 8"',
    ) +
    circle(226, 130, 5, RED) +
    [
      ["shield", 78],
      ["flame", 130],
      ["cross", 182],
    ]
      .map(
        ([name, y]) =>
          card(264, Number(y) - 20, 76, 40, 10) +
          glyph(
            /** @type {keyof typeof GLYPHS} */ (name),
            284,
            Number(y),
            20,
            name === "flame" ? RED : B600,
          ) +
          bars(300, Number(y) - 6, [28, 18]),
      )
      .join(""),

  "data-sharing-disclosure": () =>
    rect(40, 206, 320, 3, 1.5, B200) +
    ground(200, 210, 150) +
    tower(58, 206, 64, 120, B500, B100) +
    rect(80, 184, 20, 22, 2, N900) +
    at(300, 206, 0.7, HALL) +
    line("M132 104H252", B500, 3, ' stroke-dasharray="2 8"') +
    path("M250 96l11 8-11 8z", B500) +
    line("M252 152H136", B300, 3, ' stroke-dasharray="2 8"') +
    path("M140 144l-11 8 11 8z", B300) +
    circle(200, 132, 36, N900, ' opacity=".12"') +
    circle(198, 127, 36, WHITE) +
    glyph("lock", 198, 125, 42, B600) +
    circle(222, 102, 10, RED) +
    glyph("check", 222, 102, 12, WHITE),

  // --- About ----------------------------------------------------------------------------------
  mission: () =>
    ground(190, 220, 100) +
    circle(192, 124, 80, B600) +
    circle(192, 124, 62, WHITE) +
    circle(192, 124, 44, B500) +
    circle(192, 124, 26, WHITE) +
    circle(192, 124, 11, RED) +
    line("M192 124L292 56", N900, 5) +
    path("M286 46l24-4-6 20-10 4-8-6z", RED) +
    path("M294 50l14-6", WHITE, ` stroke="${WHITE}" stroke-width="2"`) +
    badge("star", 96, 66, 18, WHITE, B600),

  vision: () =>
    circle(200, 150, 66, RED, ' opacity=".12"') +
    circle(200, 150, 44, RED, ' opacity=".9"') +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const a = Math.PI + (i / 6) * Math.PI;
        return line(
          `M${f(200 + Math.cos(a) * 58)} ${f(150 + Math.sin(a) * 58)}L${f(200 + Math.cos(a) * 74)} ${f(150 + Math.sin(a) * 74)}`,
          RED,
          4,
          ' opacity=".6"',
        );
      })
      .join("") +
    cloud(96, 70, 0.9) +
    cloud(316, 60, 0.7) +
    tower(54, 186, 36, 66, B300, WHITE) +
    tower(92, 186, 32, 96, B500, B100) +
    tower(126, 186, 28, 50, N900, B300) +
    tower(248, 186, 30, 56, N900, B300) +
    tower(280, 186, 40, 90, B500, B100) +
    tower(322, 186, 28, 60, B300, WHITE) +
    rect(40, 184, 320, 38, 8, B600) +
    line("M70 200h60M160 208h84M272 200h56M120 214h30", B300, 3, ' opacity=".7"') +
    line("M176 198h48M186 206h28", RED, 3, ' opacity=".55"'),

  team: () =>
    ground(200, 216, 140) +
    figure(120, 212, 1.45, B300) +
    figure(280, 212, 1.45, B300) +
    figure(160, 212, 1.75, B500) +
    figure(240, 212, 1.75, B500) +
    figure(200, 214, 2.05, B600) +
    checkBadge(224, 90, 10, RED) +
    line("M90 70Q200 20 310 70", B300, 2.5, ' stroke-dasharray="2 8"'),

  appreciation: () =>
    ground(200, 220, 120) +
    circle(200, 102, 62, WHITE, ' opacity=".6"') +
    glyph("heart", 200, 104, 110, RED) +
    path(
      "M172 66c-10 4-16 12-16 22",
      "none",
      ` stroke="${WHITE}" stroke-width="6" stroke-linecap="round" opacity=".5"`,
    ) +
    path(
      "M84 214c10-30 28-46 52-52l40-8c10-2 14 10 4 14l-24 10h40c10 0 10 14 0 14h-58c-14 0-24 10-30 22z",
      B500,
    ) +
    path(
      "M316 214c-10-30-28-46-52-52l-40-8c-10-2-14 10-4 14l24 10h-40c-10 0-10 14 0 14h58c14 0 24 10 30 22z",
      B600,
    ) +
    glyph("star", 112, 70, 16, B500) +
    glyph("star", 296, 62, 20, B600),

  "expanding-services": () =>
    ground(200, 220, 150) +
    monitor(
      136,
      44,
      168,
      118,
      rect(143, 51, 154, 18, 4, B600) +
        bars(153, 80, [90, 70, 80], B200, 14) +
        rect(253, 78, 36, 60, 6, B100),
    ) +
    shadow(74, 104, 80, 110, 12) +
    rect(74, 104, 80, 110, 12, N900) +
    rect(80, 110, 68, 98, 7, WHITE) +
    rect(86, 116, 56, 30, 5, B300) +
    bars(86, 154, [50, 36, 44], B100, 11) +
    phone(276, 122, 54, 98, appBar(276, 122, 54, 30) + bars(288, 166, [30, 22, 26], B100, 10)) +
    pin(302, 150, 1.1, WHITE, circle(302, 136, 2.5, RED), false) +
    line("M160 40q40-22 80 0", B300, 2.5, ' stroke-dasharray="2 7"') +
    badge("plus", 258, 42, 13, RED, WHITE),

  "continuous-innovation": () =>
    ground(200, 222, 110) +
    circle(176, 98, 52, WHITE, ' opacity=".55"') +
    path("M176 50a42 42 0 0 0-26 75c6 5 8 11 8 18v8h36v-8c0-7 2-13 8-18a42 42 0 0 0-26-75z", B600) +
    path("M158 156h36v8a8 8 0 0 1-8 8h-20a8 8 0 0 1-8-8z", N900) +
    rect(164, 176, 24, 6, 3, N900) +
    bolt(176, 100, 44, WHITE) +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const a = -Math.PI + (i / 4) * Math.PI;
        return line(
          `M${f(176 + Math.cos(a) * 56)} ${f(92 + Math.sin(a) * 56)}L${f(176 + Math.cos(a) * 68)} ${f(92 + Math.sin(a) * 68)}`,
          B500,
          4,
        );
      })
      .join("") +
    at(
      286,
      130,
      1,
      `<g transform="rotate(40)">` +
        path("M-14 20c-2-22 2-40 14-54 12 14 16 32 14 54z", WHITE) +
        path("M-14 10l-12 16h12zM14 10l12 16H14z", B500) +
        circle(0, -8, 6, B500) +
        path("M-8 22h16l-8 20z", RED) +
        `</g>`,
    ) +
    circle(318, 190, 4, B300) +
    circle(332, 206, 3, B300),

  // --- Home -----------------------------------------------------------------------------------
  "rapid-response": () =>
    ground(196, 222, 100) +
    rect(186, 26, 20, 12, 4, N900) +
    rect(192, 36, 8, 10, 0, N900) +
    at(258, 60, 1, rect(-6, -8, 12, 12, 3, N900, ' transform="rotate(45)"')) +
    circle(200, 132, 84, N900, ' opacity=".12"') +
    circle(196, 126, 84, B600) +
    circle(196, 126, 70, WHITE) +
    path("M196 126V56a70 70 0 0 1 66.6 48.4z", RED_TINT) +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      .map((i) =>
        at(
          196,
          126,
          1,
          rect(-1.5, -64, 3, i % 3 ? 6 : 10, 1.5, i % 3 ? B300 : N900, ` transform="rotate(${i * 30})"`),
        ),
      )
      .join("") +
    glyph("bolt", 196, 126, 78, RED) +
    line("M70 96h40M58 126h44M76 156h34", B300, 5),

  "real-time-alerts": () =>
    rect(40, 208, 320, 3, 1.5, B200) +
    ground(200, 212, 160) +
    house(56, 208, 38, 34) +
    house(106, 208, 44, 44, WHITE, B500) +
    at(196, 208, 0.5, HALL) +
    house(262, 208, 44, 42, WHITE, B500) +
    house(316, 208, 36, 32) +
    line("M140 50a74 74 0 0 0 0 80M260 50a74 74 0 0 1 0 80", B500, 4, ' opacity=".45"') +
    line("M158 62a54 54 0 0 0 0 56M242 62a54 54 0 0 1 0 56", B500, 4) +
    circle(202, 94, 38, N900, ' opacity=".12"') +
    circle(200, 90, 38, RED) +
    glyph("bell", 200, 92, 42, WHITE) +
    circle(226, 62, 9, B600, ` stroke="${WHITE}" stroke-width="3"`) +
    circle(75, 150, 4, RED, ' opacity=".6"') +
    circle(334, 154, 4, RED, ' opacity=".6"'),

  "secure-platform": () =>
    ground(200, 222, 110) +
    bubble(56, 60, 96, 46, WHITE) +
    bars(70, 74, [60, 40], B200) +
    bubble(250, 128, 96, 46, B600, true) +
    bars(264, 142, [62, 36], B300) +
    circle(330, 78, 17, RED_TINT) +
    glyph("key", 330, 78, 22, RED) +
    path(
      "M200 36l58 22v42c0 42-26 74-58 88-32-14-58-46-58-88V58z",
      N900,
      ' opacity=".12" transform="translate(3 6)"',
    ) +
    path("M200 36l58 22v42c0 42-26 74-58 88-32-14-58-46-58-88V58z", B600) +
    path("M200 50l44 17v33c0 33-20 58-44 70z", B500) +
    glyph("lock", 200, 112, 52, WHITE),

  // --- FAQs -----------------------------------------------------------------------------------
  "faq-reporting": () => faq("reporting"),
  "faq-points": () => faq("points"),
  "faq-agencies": () => faq("agencies"),
  "faq-privacy": () => faq("privacy"),
  "faq-app": () => faq("app"),
};

// Quality 80 keeps the dot grid and the edges clean: 5.3 kB at 400 px and 9.9 kB at 800 px on average.
const WEBP = { quality: 80, effort: 6 };

mkdirSync(OUT_DIR, { recursive: true });
/** @type {Record<string, { file: string, bytes: number }>} */
const largest = {};
/**
 * @param {string} kind
 * @param {URL} file
 */
const track = (kind, file) => {
  const bytes = statSync(file).size;
  if (bytes > (largest[kind]?.bytes ?? 0))
    largest[kind] = { file: file.pathname.split("/").pop() ?? "", bytes };
};
for (const [id, scene] of Object.entries(SCENES)) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250" viewBox="0 0 400 250">` +
    backdrop(id) +
    scene() +
    `</svg>\n`;
  const file = new URL(`${id}.svg`, OUT_DIR);
  writeFileSync(file, svg);
  track("svg", file);
  for (const width of CARD_IMAGE_WIDTHS) {
    const raster = new URL(`.${cardImageVariant(`/images/cards/${id}.svg`, width)}`, ASSETS_DIR);
    // Drawn at the target size (density scales the 400-px-wide SVG) rather than drawn small and scaled.
    await sharp(Buffer.from(svg), { density: (72 * width) / 400 })
      .webp(WEBP)
      .toFile(raster.pathname);
    track(`webp ${width}`, raster);
  }
}
console.log(`Wrote ${Object.keys(SCENES).length} card images to src/assets/images/cards/, as SVG and WebP`);
for (const [kind, { file, bytes }] of Object.entries(largest))
  console.log(`Largest ${kind}: ${file}, ${bytes} bytes`);
