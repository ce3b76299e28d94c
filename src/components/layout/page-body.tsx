import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The width-limited container for a page's content below its header. */
export function PageBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto max-w-6xl px-4 pb-20 sm:px-6", className)}>{children}</div>;
}
