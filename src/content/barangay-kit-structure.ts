/**
 * The barangay kit's structure (issue 41): its steps in order and where each leads, the same in
 * every language; the words of each step and link are in src/content/<lang>/barangayKit.yaml under
 * these ids. A step links to where the rest is said (the plans, the papers, the refund answer)
 * rather than saying it again.
 */
import { BARANGAY_PLANS } from "./constants";
import { pageSections, type PageId } from "./pages";

/** Where a step's link goes: a page of the site, and the id of a section on it or a card to open there. */
export type KitPlace = { page: PageId; id?: string; card?: string };

export const kitSteps = [
  { id: "choose", link: { page: pageSections.planFinder.page, id: "barangay" } },
  { id: "quotation", link: { page: "quotation" } },
  { id: "budget", link: { page: "councilTemplates", id: "procurement-line" } },
  { id: "council", link: { page: "councilTemplates", id: "resolution" } },
  { id: "buy" },
  { id: "use", link: { page: "faqs", card: "faq-15" } },
] as const satisfies readonly { id: string; link?: KitPlace }[];

/** The kit's printable papers, in the order the kit lists them, each a page of the registry. */
export const kitPapers = [
  "planSheet",
  "councilTemplates",
  "quotation",
  "poster",
] as const satisfies readonly PageId[];

/**
 * The blanks of the plan sheet's council's choice that fill themselves (planSheet.yaml's
 * `{barangay}`, …; lib/paper-fill.ts): the barangay's typed name, and the plan chosen
 * on /plans with a year's periods and their price.
 */
export const planSheetBlanks = ["barangay", "plan", "periods", "total"] as const;

/** The barangay plans a barangay buys, and so a quotation may name: every one with a price. */
export const paidBarangayPlans = BARANGAY_PLANS.filter((plan) => plan.pricePhp > 0);

/**
 * The periods the price estimate may count: a form's limits, not a fact of the spec. One, until the
 * owner answers whether a barangay may pay for several periods at once (docs/owner-questions.md);
 * with a higher `most`, the estimate's form shows a field for the number of periods, and the
 * estimate's rule in quotation.yaml ("This estimate's total is for one period") must change with it.
 */
export const QUOTATION_PERIODS = { fewest: 1, most: 1 } as const;
