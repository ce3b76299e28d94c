/**
 * What /plans draws from its words beside its cards: the tables that compare each group of plans,
 * and the plans its finder may pick.
 */
import type { FinderPlan } from "~/components/plans/plan-finder-text";
import type { PlanGroupId } from "~/content/card-structure";
import type { TableBlock } from "~/content/types";
import type { Translation } from "~/i18n/translations";
import { BARANGAY_PLANS, PERSONAL_PLANS, type PointsPlan } from "~/content/constants";
import { WordsError } from "~/i18n/messages";
import { formatCount } from "~/lib/numbers";
import { purchasableBarangayPlans } from "~/content/plan-finder-rule";

/** A column of a plans table: its heading, and its cell for a plan. */
export type PlanColumn = readonly [heading: string, cellOf: (plan: PointsPlan) => string];

/**
 * The columns the plans tables share, in a language, each plan named by its card's title with its
 * card's facts (facts.ts), so a plan is said the same on its card and in a table; and the table they
 * make for a list of plans.
 */
function planTablesIn(t: Translation) {
  const say = t.phrasing();
  const { cardFacts } = t.facts();
  const { columns, ...cells } = say.words.tables;
  const cards = t.cards("plans");
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
  const fact = (heading: string, name: string): PlanColumn => [heading, (plan) => factOf(plan.id, name)];
  const column = {
    plan: [columns.plan, (plan) => titleOf(plan.id)],
    price: fact(columns.price, "price"),
    points: [
      columns.points,
      (plan) => (plan.points === "unlimited" ? cells.unlimited : formatCount(plan.points)),
    ],
    validity: fact(columns.validity, "validity"),
    reportsCovered: fact(columns.reportsCovered, "reportsCovered"),
    pricePerPoint: [
      columns.pricePerPoint,
      (plan) =>
        plan.points === "unlimited" ? cells.noPricePerPoint : say.price(plan.pricePhp / plan.points),
    ],
    // A year's cost (derived.ts, yearOfPlan); the gift is not sold.
    yearCost: [
      columns.yearCost,
      (plan) => (plan.pricePhp === 0 ? cells.notForSale : factOf(plan.id, "yearCost")),
    ],
  } satisfies Record<string, PlanColumn>;
  const tableOf = (caption: string, plans: readonly PointsPlan[], planColumns: readonly PlanColumn[]) =>
    ({
      type: "table",
      caption,
      columns: planColumns.map(([heading]) => heading),
      rows: plans.map((plan) => planColumns.map(([, cellOf]) => cellOf(plan))),
    }) satisfies TableBlock;
  return { column, tableOf, titleOf };
}

/**
 * The barangay plans side by side, as a council budgets: price, points, validity, the reports they
 * cover and a year's cost; the plan sheet adds its own columns before the year (`extra`). The one
 * price a point is said in /plans's intro.
 */
export function barangayComparisonOf(t: Translation, extra: readonly PlanColumn[] = []): TableBlock {
  const { column, tableOf } = planTablesIn(t);
  const { captions } = t.phrasing().words.tables;
  return tableOf(captions.barangayComparison, BARANGAY_PLANS, [
    column.plan,
    column.price,
    column.points,
    column.validity,
    column.reportsCovered,
    ...extra,
    column.yearCost,
  ]);
}

/**
 * The tables, in a language: each plan and add-on named by its card's title, with its card's facts
 * (facts.ts) and the language's facts of the add-ons, so a plan is said the same on its card and here.
 */
export function planComparisonsOf(t: Translation): Record<PlanGroupId, TableBlock> {
  const say = t.phrasing();
  const { facts } = t.facts();
  const { captions, columns, ...cells } = say.words.tables;
  const { column, tableOf, titleOf } = planTablesIn(t);

  return {
    barangay: barangayComparisonOf(t),
    personal: tableOf(captions.personalComparison, PERSONAL_PLANS, [
      column.plan,
      column.price,
      column.points,
      column.validity,
      column.pricePerPoint,
      column.reportsCovered,
    ]),
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

/**
 * The plan finder's plans as its island takes them: each barangay plan on sale, with the numbers
 * its rule weighs (content/plan-finder-rule.ts) and its words from its card: the title the card
 * shows and its facts (facts.ts's card facts), formatted in a language.
 */
export function finderPlansOf(t: Translation): FinderPlan[] {
  const cards = t.cards("plans");
  const { cardFacts } = t.facts();
  return purchasableBarangayPlans.map(({ id, points, validityDays, pricePhp }) => {
    const card = cards.find((candidate) => candidate.id === id);
    const facts = cardFacts[id];
    if (!card || !facts) throw new WordsError(`the plan finder's plan "${id}" has no card on /plans`);
    return {
      id,
      points,
      validityDays,
      pricePhp,
      words: {
        planTitle: card.title,
        price: String(facts.price),
        validity: String(facts.validity),
        pricePerDay: String(facts.pricePerDay),
        yearCost: String(facts.yearCost),
      },
    };
  });
}
