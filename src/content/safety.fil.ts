/** The Safety and Trust page in Filipino: the twin of safety.ts, from the same constants. */
import { EMERGENCY_HOTLINE, LOCATION_SHARING, MINIMUM_AGE, RETENTION_RULES } from "./constants";
import type * as english from "./safety";
import type { SafetySection } from "./safety";
import type { Translation } from "./types";
import { retentionLabels } from "./lists.fil";
import { definePage, pageNames } from "~/content/page-names.fil";
import { formatRetention } from "./phrasing.fil";
import { formatCount, formatHours } from "~/lib/format.fil";

export const safetyPage = definePage("safety", {
  description:
    "Paano tinitiyak ng Brisk na totoo ang report at ligtas ang tao: verified user, puwedeng i-censor ang pagkakakilanlan, lokasyon kung pumayag, tagal ng datos.",
  subtitle: "Paano tinitiyak ng Brisk na totoo ang mga report at ligtas ang mga tao.",
});

/** Said first: Brisk is no emergency hotline. */
export const safetyEmergency = {
  lead: "Hindi emergency hotline ang Brisk. Kapag may emergency, tumawag sa",
  hotline: EMERGENCY_HOTLINE,
} satisfies Translation<typeof english.safetyEmergency>;

export const safetySections = [
  {
    id: "verified",
    title: "Mga verified user lang ang puwedeng mag-report",
    facts: [
      "Mga verified user lang ang puwedeng magpadala ng report.",
      "Para ma-verify, kailangan mong magpakita ng primary ID na galing sa gobyerno.",
      `Dapat ay ${formatCount(MINIMUM_AGE)} taong gulang ka o higit pa.`,
    ],
  },
  {
    id: "not-anonymous",
    title: "Hindi anonymous ang mga report",
    facts: [
      "Galing sa isang verified account ang bawat report.",
      "Napupunta lang ang report sa mga ahensyang pinili ng nag-report.",
      "Alam ng mga ahensyang tumatanggap nito na isang verified na tao ang nagpadala nito.",
    ],
  },
  {
    id: "censored",
    title: "Puwede mong i-censor ang iyong pagkakakilanlan",
    facts: [
      "Kapag gumawa ka ng report, puwede mong piliing i-censor dito ang iyong pagkakakilanlan.",
      "Puwede mo itong i-uncensor sa ibang pagkakataon.",
    ],
    more: { page: "faqs", label: `Paano i-uncensor ang isang report: ang ${pageNames.faqs.title}` },
  },
  {
    id: "location",
    title: "Kailangan ng pagpayag mo sa location sharing",
    facts: [
      "Puwedeng humiling ang isang ahensya na makita kung nasaan ang mga miyembro nito.",
      "Magsisimula lang ang sharing kapag pumayag na ang miyembro.",
      `Kusa itong nag-o-off pagkalipas ng ${formatHours(LOCATION_SHARING.autoOffHours)}.`,
      `Binubura tuwing ${formatHours(LOCATION_SHARING.footprintDeletionHours)} ang location footprints.`,
    ],
    more: {
      page: "agencies",
      label: `Paano gumagana ang location sharing: ang page na ${pageNames.agencies.title}`,
    },
  },
  {
    id: "retention",
    title: "Gaano katagal iniimbak ang datos",
    intro:
      "Nakadepende sa uri ng account kung gaano katagal iniimbak ng Brisk ang mga record. Ang mga informant ay ang mga verified user na nagpapadala ng report.",
    facts: RETENTION_RULES.map(
      (rule) => `${retentionLabels[rule.id]}: ${formatRetention(rule).toLowerCase()}.`,
    ),
    more: {
      page: "privacy",
      label: `Ano ang kinokolekta ng Brisk at sino ang nakakakita nito: ang ${pageNames.privacy.title}`,
    },
  },
  {
    id: "accounts",
    title: "Ang puwedeng gawin ng Brisk sa mga account",
    facts: [
      "Puwedeng aprubahan o tanggihan ng Brisk ang isang pag-verify.",
      "Puwede rin nitong bawiin ang isang pag-verify sa ibang pagkakataon.",
      "Puwede nitong i-suspend o isara ang isang account nang walang abiso.",
    ],
    more: {
      page: "terms",
      label: `Ang mga patakaran sa paggamit ng Brisk: ang ${pageNames.terms.title}`,
    },
  },
] as const satisfies readonly SafetySection[] satisfies Translation<typeof english.safetySections>;
