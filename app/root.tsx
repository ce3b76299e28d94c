import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
} from "react-router";
import { siteConfig } from "~/config/site";
import { langInfo, langOfPath } from "~/content/langs";
import { EARLY_CLICK_SCRIPT, markHydrated } from "~/lib/deferred-start.mjs";
import { splashSeenScript } from "~/lib/splash-seen";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const lang = langOfPath(useLocation().pathname);
  return (
    // The head script below may mark <html> before hydration (data-splash), hence the suppression.
    <html lang={langInfo[lang].code} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Their texts are hashed into the page's Content-Security-Policy by the build. */}
        <script>{splashSeenScript}</script>
        <script>{EARLY_CLICK_SCRIPT}</script>
        {/* With a precedence React writes the stylesheet first in <head>, ahead of everything the
            page paints with. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={siteConfig.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Lands every new navigation at the top instantly; Back and Forward restore the old position. */}
        <ScrollRestoration />
        {/* The build holds these back until the page has painted (scripts/lib/defer-app-scripts.mjs). */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(markHydrated, []);
  return <Outlet />;
}

// A page that fails to render: the words for it are in neither language's interface words, which
// every page would then carry, so this rare screen says it in both languages.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Sorry, this page could not be shown</h1>
      <p className="mt-4 text-slate-600" lang="fil">
        Paumanhin, hindi maipakita ang page na ito.
      </p>
      {status && <p className="mt-4 text-slate-600">{status}</p>}
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </main>
  );
}
