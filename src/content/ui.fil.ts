/** The interface's own words in Filipino: the twin of ui.ts. */
import type { AvailabilityStatus } from "./constants";
import { platformStatus } from "./derived";
import type { UiText } from "./ui";

/** A store button's first words, by its platform's availability. */
const storeKickers: Record<AvailabilityStatus, string> = {
  available: "Kunin sa",
  "under-review": "Sinusuri pa sa",
  "coming-soon": "Malapit na sa",
};

export const ui: UiText = {
  skipLink: "Lumaktaw sa pangunahing nilalaman",
  header: {
    homeLabel: `Home ng Brisk`,
    menu: "Menu",
    navLabel: "Pangunahin",
  },
  footer: {
    about:
      "Ang Brisk ay mobile app para mag-report ng insidente at emergency sa Pilipinas sa mga ahensyang rumeresponde, at para masubaybayan nang live ang bawat report.",
    follow: (network: string) => `I-follow ang Brisk sa ${network}`,
    rights: "Nakalaan ang lahat ng karapatan.",
  },
  newTab: "(magbubukas sa bagong tab)",
  splashFrom: "mula sa",
  splashCredit: "Brisk team",
  card: {
    readMore: "Basahin Pa",
    price: "Presyo:",
  },

  notices: { region: "Mga abiso (Alt+T)", close: "Isara ang abiso" },
  errorPrefix: "Error:",
  dialogClose: "Isara",
  stores: {
    getItOn: storeKickers.available,
    appGalleryKicker: storeKickers[platformStatus("harmonyos")],
    comingSoonOn: storeKickers["coming-soon"],
    comingSoonFor: "Malapit na para sa",
    comingSoonTitle: (platform: string) => `Malapit Na ang App para sa ${platform}!`,
    comingSoonText: (platform: string) =>
      `Inihahanda na namin ang Brisk para sa ${platform}. Habang hinihintay, puwede mo nang i-download ang Android app sa `,
    gotIt: "Sige!",
  },
};
