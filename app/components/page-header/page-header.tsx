import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type PageHeaderProps = {
  /** The page's single h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Draws a short accent rule under the text. */
  divider?: boolean;
  children?: ReactNode;
  /** "inverse" sets the text in white, for a header laid over a dark image. */
  tone?: "default" | "inverse";
  className?: string;
};

/** The heading block at the top of every page. */
export function PageHeader({
  title,
  subtitle,
  divider = false,
  children,
  tone = "default",
  className,
}: PageHeaderProps) {
  const isInverse = tone === "inverse";
  return (
    <header
      data-slot="page-header"
      className={cn("mx-auto max-w-3xl px-4 pt-12 pb-10 text-center sm:pt-16", className)}
    >
      <h1
        className={cn(
          "text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl",
          isInverse ? "text-white" : "text-slate-900",
        )}
      >
        {title}
      </h1>
      {subtitle ? (
        <p
          className={cn(
            "mt-4 text-lg text-pretty sm:text-xl",
            isInverse ? "text-slate-100" : "text-slate-600",
          )}
        >
          {subtitle}
        </p>
      ) : null}
      {divider ? (
        <div
          data-testid="page-header-divider"
          aria-hidden="true"
          className="mx-auto mt-8 h-1 w-16 rounded-full bg-brand-600"
        />
      ) : null}
      {children}
    </header>
  );
}
