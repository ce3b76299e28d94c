import { siteConfig } from "~/config/site";
import { PLATFORM_AVAILABILITY } from "~/content/constants";
import { canonicalUrl } from "./meta";

/**
 * JSON-LD for search engines: the organisation, the website and the app. Only facts the
 * specification gives: no ratings, prices or counts.
 */
export function structuredData() {
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
        url: canonicalUrl("/"),
        inLanguage: "en-PH",
        publisher: { "@id": organization["@id"] },
      },
      {
        "@type": "MobileApplication",
        name: siteConfig.name,
        description: siteConfig.description,
        operatingSystem: availableOn.join(", "),
        applicationCategory: "UtilitiesApplication",
        installUrl: siteConfig.stores.googlePlay,
        publisher: { "@id": organization["@id"] },
      },
    ],
  };
}
