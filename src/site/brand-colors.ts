/**
 * The brand colours for what is drawn outside the stylesheet (the poster's PDF, the logo mark of
 * logo-mark.ts). The same values as styles.css's @theme, which brand-colors.test.ts holds them to.
 */
export const brandColors = {
  brand50: "#eef5ff",
  brand100: "#dbe9ff",
  brand600: "#1b5fc9",
  brand900: "#0f2e61",
  alert500: "#e5483b",
  alert600: "#c8332a",
} as const;
