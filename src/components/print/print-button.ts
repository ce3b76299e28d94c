/**
 * The attribute that marks a printable page's print button, which scripts/print-button.ts enables:
 * a module of its own, so that script carries this name and nothing of the components.
 */
export const PRINT_BUTTON_DATA = "data-print";
