/**
 * The site's languages. English is at the root and is the default (x-default); each other language
 * has every page again under its prefix, e.g. /fil/plans. A language's words are in the `.fil.ts`
 * twins of the content modules (docs/filipino.md).
 */
export const langs = ["en", "fil"] as const;

export type Lang = (typeof langs)[number];

/** The language at the root of the site, and the one search engines get when no other fits (x-default). */
export const defaultLang: Lang = "en";

/** Each language's path prefix, its `lang`/`hreflang` code, its Open Graph locale and its name in itself. */
export const langInfo = {
  en: { prefix: "", code: "en", ogLocale: "en_PH", name: "English" },
  fil: { prefix: "/fil", code: "fil", ogLocale: "fil_PH", name: "Filipino" },
} as const satisfies Record<Lang, { prefix: string; code: string; ogLocale: string; name: string }>;

/** A registry path in a language: pathIn("/plans", "fil") is "/fil/plans", pathIn("/", "fil") "/fil". */
export function pathIn(path: string, lang: Lang): string {
  const { prefix } = langInfo[lang];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The language of a URL path: "/fil/plans" is Filipino, "/plans" and "/filipino" English. */
export function langOfPath(pathname: string): Lang {
  const other = langs.find((lang) => {
    const { prefix } = langInfo[lang];
    return prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
  return other ?? "en";
}

/** A path without its language prefix: the registry path both languages share. */
export function pathWithoutLang(pathname: string): string {
  const { prefix } = langInfo[langOfPath(pathname)];
  return pathname.slice(prefix.length) || "/";
}
