/**
 * The tables that compare each group of plans on /plans: price, points, validity, price per point
 * and the reports the points cover, in a language's words (phrasing.yaml's `tables`). The
 * add-ons are named by their cards' titles.
 */
import { BARANGAY_PLANS, PERSONAL_PLANS, type PointsPlan } from "~/content/constants";
import type { PlanGroupId } from "~/content/card-structure";
import type { Lang } from "~/content/langs";
import type { TableBlock } from "~/content/types";
import { formatCount } from "~/lib/numbers";
import { cardsIn, type Words } from "./card-words";
import { factsIn } from "./facts";
import { WordsError } from "./messages";
import { phrasingIn } from "./phrasing";

/**
 * The tables, in a language: each plan and add-on named by its card's title, with its card's facts
 * (facts.ts) and the language's facts of the add-ons, so a plan is said the same on its card and here.
 */
export function planComparisonsIn(words: Words, lang: Lang): Record<PlanGroupId, TableBlock> {
  const say = phrasingIn(words, lang);
  const { facts, cardFacts } = factsIn(words, lang);
  const { captions, columns, ...cells } = say.words.tables;
  const cards = cardsIn(words, "plans", lang);
  const titleOf = (id: string) => {
    const card = cards.find((candidate) => candidate.id === id);
    if (!card) throw new WordsError(`the plan comparisons' card "${id}" is not on /plans`);
    return card.title;
  };
  /** A plan card's fact, which every plan has. */
  const factOf = (id: string, name: string) => {
    const value = cardFacts[id]?.[name];
    if (value === undefined) throw new WordsError(`the plan comparisons' card "${id}" has no fact "${name}"`);
    return String(value);
  };

  /** Plans side by side: price, points, validity, price per point and the reports they cover. */
  const comparison = (caption: string, plans: readonly PointsPlan[]) =>
    ({
      type: "table",
      caption,
      columns: [
        columns.plan,
        columns.price,
        columns.points,
        columns.validity,
        columns.pricePerPoint,
        columns.reportsCovered,
      ],
      rows: plans.map((plan) => [
        titleOf(plan.id),
        factOf(plan.id, "price"),
        plan.points === "unlimited" ? cells.unlimited : formatCount(plan.points),
        factOf(plan.id, "validity"),
        plan.points === "unlimited" ? cells.noPricePerPoint : say.price(plan.pricePhp / plan.points),
        factOf(plan.id, "reportsCovered"),
      ]),
    }) satisfies TableBlock;

  return {
    barangay: comparison(captions.barangayComparison, BARANGAY_PLANS),
    personal: comparison(captions.personalComparison, PERSONAL_PLANS),
    agency: {
      type: "table",
      caption: captions.agencyComparison,
      columns: [columns.addOn, columns.price, columns.validity, columns.refund],
      rows: [
        [
          titleOf("extra-agency-slot"),
          String(facts.extraAgencySlotPrice),
          cells.noExpiry,
          say.say("tables.slotRefund", { refund: say.capitalize(String(facts.agencySlotRefund)) }),
        ],
        [
          titleOf("location-sharing-addon"),
          String(facts.locationSharingAddonPrice),
          String(facts.locationSharingAddonValidity),
          // The spec gives no refund rule for this add-on by name: the owner decides (docs/owner-questions.md).
          cells.askUs,
        ],
        [
          titleOf("desktop-access-plan"),
          say.say("tables.perDevice", { price: String(facts.desktopAccessPrice) }),
          say.say("tables.fromActivation", { validity: String(facts.desktopAccessValidity) }),
          say.capitalize(String(facts.desktopAccessRefund)),
        ],
      ],
    },
  };
}
