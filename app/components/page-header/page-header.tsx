import type { ReactNode } from "react";

type PageHeaderProps = {
  /** The page's single h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Draws a short accent rule under the text. */
  divider?: boolean;
  children?: ReactNode;
};

/** The heading block at the top of every page. */
export function PageHeader({ title, subtitle, divider = false, children }: PageHeaderProps) {
  return (
    <header data-slot="page-header" className="mx-auto max-w-3xl px-4 pt-12 pb-10 text-center sm:pt-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
        {title}
      </h1>
      {subtitle ? <p className="mt-4 text-lg text-pretty text-slate-600 sm:text-xl">{subtitle}</p> : null}
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
