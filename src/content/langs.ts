/**
 * The site's languages, each declared once, in the site's order: the one list that Astro's i18n
 * routing (astro.config.ts), the pages, switcher, sitemap, not-found pages, poster PDFs, server,
 * deploy configs and the words editor follow. English is the default, at the root (x-default); each
 * other language has every page again under its key, e.g. /fil/plans. A language's words are in
 * src/content/<lang>/ (docs/adding-things.md, "A language").
 *
 * `code` is for `lang`/`hreflang`; `name` is the language's own; `recaptcha` is reCAPTCHA's `hl`; `dates`
 * is for a browser whose Intl lacks the language (Chromium's has only its own interface languages). Each
 * is the language itself where Google and the browsers offer it, else the closest they do.
 */
const declared = {
  en: { code: "en", ogLocale: "en_PH", name: "English", recaptcha: "en", dates: "en" },
  fil: { code: "fil", ogLocale: "fil_PH", name: "Filipino", recaptcha: "fil", dates: "fil" },
  ceb: { code: "ceb", ogLocale: "ceb_PH", name: "Cebuano", recaptcha: "fil", dates: "fil" },
} as const satisfies Record<
  string,
  { code: string; ogLocale: string; name: string; recaptcha: string; dates: string }
>;

export type Lang = keyof typeof declared;

/** Every language, in the table's order: a language added above is in every list of the site. */
export const langs = Object.keys(declared) as readonly Lang[];

export function byLang<T>(of: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(langs.map((lang) => [lang, of(lang)])) as Record<Lang, T>;
}

/** The language at the root of the site, and the one search engines get when no other fits (x-default). */
export const defaultLang: Lang = "en";

/** Each language as declared, with its path prefix: none for the default, "/<code>" for the others. */
export const langInfo = Object.fromEntries(
  langs.map((lang) => [lang, { ...declared[lang], prefix: lang === defaultLang ? "" : `/${lang}` }]),
) as { [L in Lang]: (typeof declared)[L] & { prefix: string } };

/**
 * A registry path in a language: pathIn("/plans", "fil") is "/fil/plans", pathIn("/", "fil") "/fil".
 * Not Astro's getRelativeLocaleUrl(): its virtual module (astro:i18n) will not load in the tests, the
 * server or the scripts.
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

/**
 * getStaticPaths for a page module in src/pages/[...lang]/: English at the root (no `lang` segment),
 * every other language under its prefix (/fil/...), as Astro's i18n routing (astro.config.ts) expects.
 */
export function languagePaths() {
  return langs.map((lang) => ({ params: { lang: langInfo[lang].prefix.slice(1) || undefined } }));
}

/** A page's language, from `Astro.currentLocale`, which Astro's i18n routing reads from the URL. */
export function localeOf(locale: string | undefined): Lang {
  const lang = langs.find((known) => known === locale);
  if (!lang) throw new Error(`"${locale}" is no language of the site (src/content/langs.ts)`);
  return lang;
}
