/**
 * The tables that compare each group of plans on /plans: price, points, validity, price per point
 * and the reports the points cover, in a language's words (phrasing.yaml's `tables`). The
 * add-ons are named by their cards' titles.
 */
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  EXTRA_AGENCY_SLOT,
  LOCATION_SHARING_ADDON,
  PERSONAL_PLANS,
  type PointsPlan,
} from "~/content/constants";
import type { PlanGroupId } from "~/content/card-structure";
import type { Lang } from "~/content/langs";
import type { TableBlock } from "~/content/types";
import { formatCount } from "~/lib/numbers";
import { cardsIn, type Words } from "./card-words";
import { factsIn } from "./facts";
import { WordsError, type Facts } from "./messages";
import { phrasingIn } from "./phrasing";

/** A card's fact, which its plan must have. */
function factOf(facts: Facts | undefined, name: string, card: string) {
  const value = facts?.[name];
  if (value === undefined) throw new WordsError(`the plan comparisons' card "${card}" has no fact "${name}"`);
  return value;
}

export function planComparisonsIn(words: Words, lang: Lang): Record<PlanGroupId, TableBlock> {
  const say = phrasingIn(words, lang);
  const { facts, cardFacts } = factsIn(words, lang);
  const { captions, columns, ...cells } = say.words.tables;
  const cards = cardsIn(words, "plans", lang);
  const titleOf = (id: string) => {
    const card = cards.find((candidate) => candidate.id === id);
    if (!card) throw new WordsError(`the plan comparisons' add-on "${id}" has no card on /plans`);
    return card.title;
  };

  /** Plans side by side: price, points, validity, price per point and the reports they cover. */
  const comparison = (
    caption: string,
    plans: readonly PointsPlan[],
    title: "personalTitle" | "barangayTitle",
  ) =>
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
        say.plan(title, plan),
        say.price(plan.pricePhp),
        plan.points === "unlimited" ? cells.unlimited : formatCount(plan.points),
        say.days(plan.validityDays),
        plan.points === "unlimited" ? cells.noPricePerPoint : say.price(plan.pricePhp / plan.points),
        String(factOf(cardFacts[plan.id], "reportsCovered", plan.id)),
      ]),
    }) satisfies TableBlock;

  return {
    barangay: comparison(captions.barangayComparison, BARANGAY_PLANS, "barangayTitle"),
    personal: comparison(captions.personalComparison, PERSONAL_PLANS, "personalTitle"),
    agency: {
      type: "table",
      caption: captions.agencyComparison,
      columns: [columns.addOn, columns.price, columns.validity, columns.refund],
      rows: [
        [
          titleOf("extra-agency-slot"),
          say.price(EXTRA_AGENCY_SLOT.pricePhp),
          cells.noExpiry,
          say.say("tables.slotRefund", { refund: say.capitalize(String(facts.agencySlotRefund)) }),
        ],
        [
          titleOf("location-sharing-addon"),
          say.price(LOCATION_SHARING_ADDON.pricePhp),
          say.days(LOCATION_SHARING_ADDON.validityDays),
          // The spec gives no refund rule for this add-on by name: the owner decides (docs/owner-questions.md).
          cells.askUs,
        ],
        [
          titleOf("desktop-access-plan"),
          say.say("tables.perDevice", { price: say.price(DESKTOP_ACCESS.pricePhp) }),
          say.say("tables.fromActivation", { validity: say.days(DESKTOP_ACCESS.validityDays) }),
          say.capitalize(String(facts.desktopAccessRefund)),
        ],
      ],
    },
  };
}
