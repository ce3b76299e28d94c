/**
 * The attribute that marks the poster's print button, which the poster page's script enables: a
 * module of its own, so that script carries this name and nothing of the components.
 */
export const PRINT_BUTTON_DATA = "data-print-poster";
