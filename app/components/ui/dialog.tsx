// Follows shadcn/ui's new-york-v4 dialog (compound parts over Radix Dialog, data-slot, className
// passthrough). Changed: the close button takes a label, the content scrolls within the viewport
// on small screens, the dialog itself takes focus on open, there are no enter/exit animations,
// which also respects reduced motion, and the close icon is drawn from Lucide's data (./icon).
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

export const Dialog = (props: ComponentProps<typeof DialogPrimitive.Root>) => (
  <DialogPrimitive.Root data-slot="dialog" {...props} />
);

export const DialogClose = (props: ComponentProps<typeof DialogPrimitive.Close>) => (
  <DialogPrimitive.Close data-slot="dialog-close" {...props} />
);

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button. */
  closeLabel: string;
  /** "md" for a short notice, "lg" for reading. */
  size?: "md" | "lg";
};

export function DialogContent({
  className,
  children,
  closeLabel,
  size = "lg",
  onOpenAutoFocus,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl outline-none bg-white p-6 shadow-2xl sm:p-8",
          size === "md" ? "max-w-md" : "max-w-2xl",
          className,
        )}
        // Focus the dialog itself on open, so screen readers start at its title and description,
        // rather than Radix's default of the first control, which may sit below the fold.
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          (event.target as HTMLElement | null)?.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon icon={X} className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-2xl font-bold tracking-tight text-balance text-slate-900", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("mt-2 text-base text-slate-600", className)}
      {...props}
    />
  );
}
