/** The Privacy Policy page in Filipino: the twin of privacy.ts. */
import { FileText, ShieldCheck, Users } from "lucide";
import { LOCATION_SHARING, RETENTION_RULES } from "~/content/constants";
import { bodyConditions, governmentPrograms, residentialTypes, retentionLabels } from "~/content/lists.fil";
import type { LegalDocument } from "~/content/legal/legal-document";
import type * as english from "./privacy";
import type { Translation } from "~/content/types";
import { formatHours, formatList } from "~/lib/format.fil";
import { formatRetention } from "~/content/phrasing.fil";
import { definePage } from "~/content/page-names.fil";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const privacyPage = definePage("privacy", {
  description:
    "Ano ang kinokolekta ng Brisk, kasama ang lokasyon at recording ng tawag at mensahe, paano ito ginagamit at ibinabahagi, at gaano katagal ito iniimbak.",
  subtitle: "Ano ang kinokolekta ng Brisk, paano namin ito ginagamit at kanino namin ito ibinabahagi.",
});

/**
 * The Privacy Policy page. English annotates its document as `LegalDocument` rather than letting
 * `satisfies` keep its blocks, so the type checks the shape only; the parity test checks each block.
 */
export const privacyDocument = {
  cards: [
    {
      id: "information-we-collect",
      image: {
        src: "/images/cards/information-we-collect.svg",
        alt: "Larawan ng profile card na may ID, address at location pin",
      },
      title: "Impormasyong Kinokolekta Namin",
      description:
        "Ang iyong personal na detalye at ID para sa pag-verify, ang iyong address at kalagayan, location data, at mga recording ng tawag at mensahe.",
      icon: FileText,
      fullContent: [
        {
          type: "paragraph",
          text: "Kapag ginamit mo ang Brisk app, kinokolekta namin ang mga sumusunod na impormasyon.",
        },
        { type: "heading", text: "Personal na detalye at pag-verify" },
        {
          type: "paragraph",
          text: "Ang iyong personal na detalye at ang mga credential na ibinibigay mo para ma-verify, kasama ang iyong primary ID na galing sa gobyerno.",
        },
        { type: "heading", text: "Address at uri ng paninirahan" },
        {
          type: "paragraph",
          text: `Ang kasalukuyan mong address at ang uri ng iyong paninirahan: ${formatList(residentialTypes, "o")}.`,
        },
        { type: "heading", text: "Paglahok sa mga programa ng gobyerno" },
        {
          type: "list",
          items: [...governmentPrograms],
        },
        { type: "heading", text: "Kondisyon ng katawan" },
        {
          type: "list",
          items: [...bodyConditions],
        },
        { type: "heading", text: "Location data" },
        {
          type: "paragraph",
          text: "Ang lokasyong ibinibigay mo sa isang report, at, para sa mga miyembro ng ahensya na tumanggap ng location request, ang kanilang lokasyon habang naka-on ang sharing.",
        },
        { type: "heading", text: "Mga tawag at mensahe" },
        {
          type: "paragraph",
          text: "Mga recording ng mga tawag at mensaheng ginawa sa pamamagitan ng app.",
        },
      ],
    },
    {
      id: "how-we-use-your-data",
      image: {
        src: "/images/cards/how-we-use-your-data.svg",
        alt: "Larawan ng report na lumilipat mula sa isang phone papunta sa gusali ng isang ahensya",
      },
      title: "Paano Namin Ginagamit ang Iyong Datos",
      description:
        "Para i-verify ka, ihatid ang iyong mga report sa mga ahensyang pinili mo, bigyan ka ng update, magbahagi ng lokasyon kapag may pagpayag, at pagandahin ang Brisk.",
      icon: ShieldCheck,
      fullContent: [
        { type: "paragraph", text: "Ginagamit namin ang iyong impormasyon para:" },
        {
          type: "list",
          items: [
            "i-verify ang mga user, para ang mga verified user lang ang makapag-report;",
            "ipadala ang bawat report sa mga ahensyang pinili mo;",
            "ipakita ang live status ng iyong mga report at ihatid ang chat at feedback sa pagitan mo at ng mga ahensya;",
            "ibahagi ang lokasyon ng isang miyembro ng ahensya sa kanyang ahensya, pagkatapos lang niyang tanggapin ang isang location request;",
            "patakbuhin at pagandahin ang serbisyo ng Brisk.",
          ],
        },
        { type: "heading", text: "Gaano katagal namin ito iniimbak" },
        {
          type: "table",
          caption: "Pag-iimbak ng mga record",
          columns: ["Kaninong record", "Gaano katagal iniimbak"],
          rows: RETENTION_RULES.map((rule) => [retentionLabels[rule.id], formatRetention(rule)]),
        },
        {
          type: "paragraph",
          text: `Kusang nag-o-off ang location sharing pagkalipas ng ${formatHours(LOCATION_SHARING.autoOffHours)}, o mas maaga kung i-off ito nang mano-mano. Binubura kada ${formatHours(LOCATION_SHARING.footprintDeletionHours)} ang location footprints, ang record kung saan napunta ang isang ibinahaging lokasyon.`,
        },
      ],
    },
    {
      id: "data-sharing-disclosure",
      image: {
        src: "/images/cards/data-sharing-disclosure.svg",
        alt: "Larawan ng nakakandadong folder na ipinapasa sa pagitan ng isang tao at isang ahensya",
      },
      title: "Pagbabahagi at Paghahayag ng Datos",
      description:
        "Kung sino ang tumatanggap ng mga report mo at, para sa mga miyembro ng ahensya, ng lokasyon mo, at kailan.",
      icon: Users,
      fullContent: [
        { type: "heading", text: "Mga ahensyang pinadalhan mo ng report" },
        {
          type: "paragraph",
          text: "Kapag nagpadala ka ng report, ibinabahagi namin ito sa mga ahensyang pinadalhan mo nito, para makaresponde sila. Hindi anonymous ang mga report: natatanggap ng mga ahensya ang report mula sa iyong verified account.",
        },
        {
          type: "paragraph",
          text: "Kung i-censor mo ang iyong pagkakakilanlan sa isang report, mananatili itong naka-censor hanggang ikaw mismo ang mag-uncensor nito sa app.",
        },
        { type: "heading", text: "Lokasyon ng mga miyembro ng ahensya" },
        {
          type: "paragraph",
          text: "Ibinabahagi lang ang lokasyon ng isang miyembro ng ahensya sa kanyang ahensya pagkatapos niyang tanggapin ang isang location request.",
        },
      ],
    },
  ],
} satisfies LegalDocument & Translation<typeof english.privacyDocument>;

/** The sentence under the document that links to the terms: `before`, the link, then `after`. */
export const privacyTermsLine = {
  before: "Kaakibat ng patakarang ito ang aming ",
  after: ".",
} satisfies Translation<typeof english.privacyTermsLine>;
