import { siteConfig } from "~/config/site";
import { PLATFORM_AVAILABILITY } from "~/content/constants";
import { langInfo, pathIn, type Lang } from "~/content/langs";
import { canonicalUrl } from "./meta";

/**
 * JSON-LD for search engines: the organisation, the website and the app. Only facts the
 * specification gives: no ratings, prices or counts.
 */
export function structuredData({ lang, appDescription }: { lang: Lang; appDescription: string }) {
  const availableOn = PLATFORM_AVAILABILITY.filter((entry) => entry.status === "available").map(
    (entry) => entry.platform,
  );
  const organization = {
    "@type": "Organization",
    "@id": `${canonicalUrl("/")}#organization`,
    name: siteConfig.name,
    url: canonicalUrl("/"),
    logo: canonicalUrl("/icon-512.png"),
    email: siteConfig.contact.email,
    sameAs: [siteConfig.social.url],
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization,
      {
        "@type": "WebSite",
        "@id": `${canonicalUrl("/")}#website`,
        name: siteConfig.name,
        url: canonicalUrl(pathIn("/", lang)),
        inLanguage: `${langInfo[lang].code}-PH`,
        publisher: { "@id": organization["@id"] },
      },
      {
        "@type": "MobileApplication",
        name: siteConfig.name,
        description: appDescription,
        operatingSystem: availableOn.join(", "),
        applicationCategory: "UtilitiesApplication",
        installUrl: siteConfig.stores.googlePlay,
        publisher: { "@id": organization["@id"] },
      },
    ],
  };
}

/**
 * Structured data as the text of a `<script type="application/ld+json">`. Every `<` is written
 * `\u003c` (the same string to a JSON reader), so no text in it can close the element (`</script>`)
 * or open a comment (`<!--`) that keeps the real end tag from closing it.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
