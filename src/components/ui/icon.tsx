import { createElement } from "react";
import type { IconNode } from "lucide";
import { cn } from "~/lib/cn";

/**
 * A Lucide icon drawn from its data (the `lucide` package), always decorative: hidden from screen
 * readers and from the tab order. It draws what lucide-react draws, without its runtime on every page.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn("lucide", className)}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
