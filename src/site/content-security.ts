import type { ThirdParty } from "~/content/pages";

/**
 * What each third party needs, by directive (Google's and EmailJS's documented hosts). Which pages
 * use which is said in the page registry (content/pages.ts).
 */
const THIRD_PARTY_SOURCES: Record<ThirdParty, Record<string, string[]>> = {
  recaptcha: {
    "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    // The widget writes inline styles (Google's reCAPTCHA FAQ asks for this), and the same pages'
    // notices (Sonner) inject a stylesheet: this one exception covers both. No other page allows any.
    "style-src": ["'unsafe-inline'"],
    "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  },
  emailjs: {
    "connect-src": ["https://api.emailjs.com"],
  },
};

/**
 * A page's Content-Security-Policy beyond what Astro writes itself (script-src and style-src with
 * the hashes of the page's own scripts and styles): everything from the site alone, no plugins,
 * frames, <base> or foreign form targets, and only the third parties the page's registry entry names.
 */
export function pagePolicy(thirdParties: readonly ThirdParty[]): {
  directives: string[];
  scriptSources: string[];
  styleSources: string[];
} {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
  };
  // Astro writes script-src and style-src itself, with its hashes; these only add to them.
  const astroWrites: Record<string, string[]> = { "script-src": [], "style-src": [] };
  for (const party of thirdParties) {
    for (const [directive, sources] of Object.entries(THIRD_PARTY_SOURCES[party])) {
      if (astroWrites[directive]) {
        astroWrites[directive].push(...sources);
        continue;
      }
      const current = (directives[directive] ?? []).filter((source) => source !== "'none'");
      directives[directive] = [...current, ...sources];
    }
  }
  return {
    directives: Object.entries(directives).map(([directive, sources]) => `${directive} ${sources.join(" ")}`),
    scriptSources: astroWrites["script-src"]!,
    styleSources: astroWrites["style-src"]!,
  };
}
