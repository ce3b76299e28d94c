import { createElement } from "react";
import type { IconNode } from "lucide";
import { cn } from "~/lib/cn";

/**
 * A Lucide icon drawn from its data (the `lucide` package), always decorative: hidden from screen
 * readers and from the tab order. It draws what lucide-react draws, without its runtime on every page.
 * Lucide's stroke and its 24 px size are styles.css's `.lucide` rule rather than attributes on each
 * icon (/plans draws fourteen); an SVG inside HTML needs no `xmlns`.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn("lucide", className)}>
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
