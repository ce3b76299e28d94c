/** Where the app can be had, in words: from PLATFORM_AVAILABILITY in constants.ts. */
import { PLATFORM_AVAILABILITY, type AvailabilityStatus } from "./constants";
import { formatList } from "~/lib/format";

/** A platform's name as the spec writes it, e.g. "iOS". */
export function platformName(id: (typeof PLATFORM_AVAILABILITY)[number]["id"]): string {
  return PLATFORM_AVAILABILITY.find((entry) => entry.id === id)?.platform ?? id;
}

/** The platforms with a given status, e.g. "Harmony-OS and iOS". */
export function platformsWith(status: AvailabilityStatus): string {
  return formatList(
    PLATFORM_AVAILABILITY.filter((entry) => entry.status === status).map((entry) => entry.platform),
  );
}

/** The store each phone platform's app comes from, as the store buttons name them. */
const STORE_NAMES: Partial<Record<(typeof PLATFORM_AVAILABILITY)[number]["id"], string>> = {
  android: "Google Play",
  harmonyos: "AppGallery",
  ios: "App Store",
};

/** The stores of the platforms with a status, each with its platform, e.g. "App Store (iOS)". */
export function storesWith(status: AvailabilityStatus): string {
  return formatList(platformStores(status));
}

/** The store names of storesWith, before they are joined in a language. */
export function platformStores(status: AvailabilityStatus): string[] {
  return PLATFORM_AVAILABILITY.filter((entry) => entry.status === status && STORE_NAMES[entry.id]).map(
    (entry) => `${STORE_NAMES[entry.id]} (${entry.platform})`,
  );
}
