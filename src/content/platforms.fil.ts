/** Where the app can be had, in Filipino: platformsWith and storesWith of platforms.ts. */
import { PLATFORM_AVAILABILITY, type AvailabilityStatus } from "./constants";
import { platformStores } from "./derived";
import { formatList } from "~/lib/format.fil";

export { platformName, platformStores } from "./derived";

/** The platforms with a given status, e.g. "Harmony-OS at iOS". */
export function platformsWith(status: AvailabilityStatus): string {
  return formatList(
    PLATFORM_AVAILABILITY.filter((entry) => entry.status === status).map((entry) => entry.platform),
  );
}

/** The stores of the platforms with a status, each with its platform, e.g. "App Store (iOS)". */
export function storesWith(status: AvailabilityStatus): string {
  return formatList(platformStores(status));
}
