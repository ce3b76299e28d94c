// The shape of shadcn/ui's new-york-v4 dialog (compound parts, className passthrough; no data-slot, which only the bytes of every page would carry)
// over HTML's own modal <dialog>: the browser moves focus in and back to the opener, closes on
// Escape and makes the page behind inert. Buttons open and close it with invoker commands
// (commandfor/command), which work without JavaScript; scripts/card-dialogs.ts adds the URL.
import { X } from "lucide";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

type DialogProps = Omit<ComponentProps<"dialog">, "id"> & {
  /** The dialog's id, which the buttons that open it name in `commandfor`. */
  id: string;
  /** Accessible name of the corner close button. */
  closeLabel: string;
  /** "md" for a short notice, "lg" for reading. */
  size?: "md" | "lg";
};

/** A modal dialog, closed until a button with `command="show-modal"` and its id opens it. */
export function Dialog({ id, className, children, closeLabel, size = "lg", ...props }: DialogProps) {
  return (
    <dialog
      id={id}
      // A click on the backdrop closes it, as Escape does.
      closedby="any"
      // Focusable itself, so a script that opens it can start a screen reader at its title.
      tabIndex={-1}
      // The backdrop's colour is written out (Tailwind's slate-950 at 60%), not a theme variable:
      // ::backdrop inherits no custom properties before Safari 17.4 and Chrome 122.
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 text-left shadow-2xl outline-none backdrop:bg-[rgb(2_6_24/0.6)] sm:p-8",
        size === "md" ? "max-w-md" : "max-w-2xl",
        className,
      )}
      {...props}
    >
      {children}
      <button
        type="button"
        commandfor={id}
        command="close"
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon icon={X} className="size-5" />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </dialog>
  );
}

export function DialogTitle({ className, children, ...props }: ComponentProps<"h2">) {
  return (
    <h2
      className={cn("pr-12 text-2xl font-bold tracking-tight text-balance text-slate-900", className)}
      {...props}
    >
      {children}
    </h2>
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 text-base text-slate-600", className)} {...props} />;
}
