// The path prefix of each language but the default ("/fil"), from the one list of languages
// (src/content/langs.ts), for the scripts that run outside Astro's build. Node runs the TypeScript
// module with its type stripping: by default from Node 23.6, behind --experimental-strip-types on
// Node 22, which the package scripts pass.

/** @returns {Promise<string[]>} e.g. ["/fil"] */
export async function languagePrefixes() {
  const { langInfo, langs } = await import("../../src/content/langs.ts");
  return langs.map((lang) => langInfo[lang].prefix).filter(Boolean);
}
