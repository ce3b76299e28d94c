// The poster's QR code, made at build time from the Google Play setting (VITE_GOOGLE_PLAY_URL) with
// the `qrcode` library. The /poster page shows it as an SVG file and the PDF draws the same modules,
// so both scan to exactly the configured URL.
import QRCode from "qrcode";
import { siteConfig } from "~/config/site";

/**
 * Error correction Q restores up to a quarter of the code, more than the M the issue asks as its
 * least: a poster on a wall gets scuffed, creased and photographed at an angle.
 */
const QR_ERROR_CORRECTION = "Q";
/** The white margin around the code, in modules: the four the QR standard requires. */
export const QR_QUIET_ZONE_MODULES = 4;
/** What the code holds: the Google Play listing, exactly as configured. */
export const posterQrUrl = () => siteConfig.stores.googlePlay;

/** The code's modules: `size` by `size`, dark where `isDark(row, column)`. No quiet zone. */
export function posterQrModules(url = posterQrUrl()) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { size: modules.size, isDark: (row: number, column: number) => Boolean(modules.get(row, column)) };
}

/** The code as an SVG file with its quiet zone, black on white, crisp at any size. */
export function posterQrSvg(url = posterQrUrl()): Promise<string> {
  return QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: QR_QUIET_ZONE_MODULES,
    color: { dark: "#000000", light: "#ffffff" },
  });
}
