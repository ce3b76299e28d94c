// The shape of shadcn/ui's new-york-v4 dialog (compound parts, className passthrough; no data-slot, which only the bytes of every page would carry)
// over HTML's own modal <dialog>: the browser moves focus in and back to the opener, closes on
// Escape and makes the page behind inert. Buttons open and close it with invoker commands
// (commandfor/command), which work without JavaScript; scripts/card-dialogs.ts adds the URL.
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

type DialogProps = Omit<ComponentProps<"dialog">, "id"> & {
  /** The dialog's id, which the buttons that open it name in `commandfor`. */
  id: string;
  /** Accessible name of the corner close button. */
  closeLabel: string;
  /** "md" for a short notice, "lg" for reading. */
  size?: "md" | "lg";
};

/**
 * A modal dialog, closed until a button with `command="show-modal"` and its id opens it. Its parts'
 * looks are classes of styles.css (`.dialog-*`), written once for the many dialogs of a page; a
 * utility in `className` overrides them.
 */
export function Dialog({ id, className, children, closeLabel, size = "lg", ...props }: DialogProps) {
  return (
    <dialog
      id={id}
      // A click on the backdrop closes it, as Escape does.
      closedby="any"
      // Focusable itself, so a script that opens it can start a screen reader at its title.
      tabIndex={-1}
      className={cn("dialog-panel", size === "md" ? "max-w-md" : "max-w-2xl", className)}
      {...props}
    >
      {/* First, where it is seen, and sticky (styles.css), so that it stays in the corner while a
       * long text scrolls under it. Its × is drawn by styles.css, not an inline icon: a page has up
       * to nineteen dialogs. */}
      <button type="button" commandfor={id} command="close" className="dialog-close">
        <span className="sr-only">{closeLabel}</span>
      </button>
      {children}
    </dialog>
  );
}

export function DialogTitle({ className, children, ...props }: ComponentProps<"h2">) {
  return (
    <h2 className={cn("dialog-title", className)} {...props}>
      {children}
    </h2>
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("dialog-description", className)} {...props} />;
}

/**
 * A dialog's last row: what it is given (a card's other languages), then a button that closes the
 * dialog, so that a long text ends with a way out where the reader is. A form of method "dialog"
 * closes its dialog without naming it, with or without scripts and invoker commands: the row is
 * the same bytes in every dialog of a page, which gzip sends almost free.
 */
export function DialogEnd({ closeLabel, children }: { closeLabel: string; children?: ReactNode }) {
  return (
    <form method="dialog" className="dialog-end">
      {children}
      <button type="submit">{closeLabel}</button>
    </form>
  );
}
