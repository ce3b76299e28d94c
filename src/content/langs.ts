/**
 * The site's languages: the one list that Astro's i18n routing (astro.config.ts), the pages, the
 * switcher, the sitemap, the not-found pages, the poster PDFs, the server and the deploy configs
 * follow. English is at the root and is the default (x-default); each other language has every page
 * again under its code, e.g. /fil/plans, as Astro's routing reads it. A language's words are in its
 * folder, src/content/<lang>/ (docs/adding-things.md, "A language").
 */
export const langs = ["en", "fil"] as const;

export type Lang = (typeof langs)[number];

/** A value for each language of the list, made by `of`: `{ [lang]: of(lang) }` for every one. */
export function byLang<T>(of: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(langs.map((lang) => [lang, of(lang)])) as Record<Lang, T>;
}

/** The language at the root of the site, and the one search engines get when no other fits (x-default). */
export const defaultLang: Lang = "en";

/**
 * Each language's `lang`/`hreflang` code, its Open Graph locale, its name in itself, the language
 * reCAPTCHA shows its checkbox in (its `hl`), and the language a browser writes a date in where its
 * Intl lacks this one (Chromium's has only its own interface languages): each the language itself
 * where Google and the browsers offer it, else the closest they do.
 */
const declared = {
  en: { code: "en", ogLocale: "en_PH", name: "English", recaptcha: "en", dates: "en" },
  fil: { code: "fil", ogLocale: "fil_PH", name: "Filipino", recaptcha: "fil", dates: "fil" },
} as const satisfies Record<
  Lang,
  { code: string; ogLocale: string; name: string; recaptcha: string; dates: string }
>;

/** Each language as declared, with its path prefix: none for the default, "/<code>" for the others. */
export const langInfo = Object.fromEntries(
  langs.map((lang) => [lang, { ...declared[lang], prefix: lang === defaultLang ? "" : `/${lang}` }]),
) as { [L in Lang]: (typeof declared)[L] & { prefix: string } };

/**
 * A registry path in a language: pathIn("/plans", "fil") is "/fil/plans", pathIn("/", "fil") "/fil".
 * Astro's getRelativeLocaleUrl() says the same inside the build, but it comes from a virtual module
 * (astro:i18n) that the unit tests, the browser tests' expectations, the server and the scripts
 * cannot load, and all of them need the site's paths; so this one function serves them all.
 */
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
  return other ?? defaultLang;
}

/** A path without its language prefix: the registry path both languages share. */
export function pathWithoutLang(pathname: string): string {
  const { prefix } = langInfo[langOfPath(pathname)];
  return pathname.slice(prefix.length) || "/";
}
