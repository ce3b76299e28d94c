import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type PageHeaderProps = {
  /** The page's single h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Draws a short accent rule under the text. */
  divider?: boolean;
  children?: ReactNode;
  /**
   * "page": centred block at the top of a page. "hero": left-aligned white text for a header laid
   * over a dark image, with the spacing left to the hero around it.
   */
  variant?: "page" | "hero";
};

/** The heading block at the top of every page. */
export function PageHeader({
  title,
  subtitle,
  divider = false,
  children,
  variant = "page",
}: PageHeaderProps) {
  const isHero = variant === "hero";
  return (
    <header
      data-slot="page-header"
      className={isHero ? "max-w-2xl" : "mx-auto max-w-3xl px-4 pt-12 pb-10 text-center sm:pt-16"}
    >
      <h1
        className={cn(
          "text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl",
          isHero ? "text-white" : "text-slate-900",
        )}
      >
        {title}
      </h1>
      {subtitle ? (
        <p
          className={cn("mt-4 text-lg text-pretty sm:text-xl", isHero ? "text-slate-100" : "text-slate-600")}
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
