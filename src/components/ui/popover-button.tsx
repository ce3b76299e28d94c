import type { ReactNode } from "react";

/**
 * The button that opens a popover list of the header (the menu, the languages) with no script.
 * No aria-expanded in the HTML: the browser gives a popover's button its expanded state, and
 * scripts/site-nav.ts mirrors it into the attribute, which the menu's icon follows.
 */
export function PopoverButton({
  target,
  className,
  children,
}: {
  target: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" popoverTarget={target} aria-controls={target} className={className}>
      {children}
    </button>
  );
}
