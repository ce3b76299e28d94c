import "react";

declare module "react" {
  // HTML's invoker commands: a button that opens or closes a dialog or popover with no script
  // (Chromium 135, Firefox 144, Safari 26.2). React passes these lowercase attributes through.
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the dialog or popover the button acts on. */
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
