/**
 * The barangay plan finder on /plans (plan-finder.ts) in Filipino. The rule is language-free
 * arithmetic and lives only in plan-finder-rule.ts: it is re-exported here. Only the words are Filipino.
 */
import { PLAN_FINDER, POINTS_PER_AGENCY, type PointsPlan } from "./constants";
import { planFinderLimits } from "./plan-finder-rule";
import type { PlanFinderText } from "./plan-finder";
import { barangayPlanTitle } from "./plans.fil";
import { formatCount, formatDays, formatDecimal, formatPoints, formatPrice } from "~/lib/format.fil";

export { planFinderLimits, purchasableBarangayPlans, recommendPlan } from "./plan-finder-rule";
export type { PlanFinderField, Recommendation, Usage } from "./plan-finder-rule";
export type { PlanFinderText } from "./plan-finder";

const { reportsPerMonth: reportsLimit, agenciesPerReport: agenciesLimit } = planFinderLimits;

/** "₱400.00 para sa 60 araw". */
const priceFor = (plan: PointsPlan) =>
  `${formatPrice(plan.pricePhp)} para sa ${formatDays(plan.validityDays)}`;
/** "₱6.67 kada araw". */
const pricePerDay = (plan: PointsPlan) => `${formatPrice(plan.pricePhp / plan.validityDays)} kada araw`;

export const planFinderText: PlanFinderText = {
  title: "Hanapin ang plan para sa inyong barangay",
  intro:
    "Sabihin sa amin kung ilang report ang inaasahan ninyong ipapadala ng inyong mga residente sa isang buwan. Pipiliin ng finder ang barangay plan na tatagal at pinakamura.",
  ruleTitle: "Paano pumipili ang finder",
  rule: [
    `Sa bawat ahensyang pinadadalhan ng report, ${formatPoints(POINTS_PER_AGENCY)} ang ginagamit. Para makuha ang points ninyo kada araw, i-multiply ang bilang ng report kada buwan sa bilang ng ahensyang pinadadalhan ng bawat report, saka i-divide sa ${formatCount(PLAN_FINDER.daysPerMonth)}.`,
    "Pasok ang isang plan kung tatagal ang points nito hanggang matapos ang plan. Laging pasok ang plan na may unlimited points.",
    "Sa mga pasok na plan, pinipili ng finder ang may pinakamababang presyo kada araw. Kapag pareho ang presyo kada araw ng dalawang plan, inuuna nito ang mas matagal, para mas madalang kayong mag-renew, at isinusunod ang mas mura kung bibilhin ngayon.",
    "Hindi kasama ang libreng regalo sa pag-verify, dahil hindi ito ibinebenta.",
  ],
  fields: {
    reportsPerMonth: {
      label: "Report kada buwan",
      hint: `Numerong walang decimal, mula ${formatCount(reportsLimit.min)} hanggang ${formatCount(reportsLimit.max)}.`,
      errors: {
        empty: "Ilagay kung ilang report ang inaasahan ninyo sa isang buwan.",
        "not-a-number": "Ilagay ang bilang gamit lang ang mga numero, walang letra.",
        "not-whole": "Ilagay ang bilang ng report nang walang decimal.",
        "too-small": `Maglagay ng hindi bababa sa ${formatCount(reportsLimit.min)} report.`,
        "too-large": `Maglagay ng hanggang ${formatCount(reportsLimit.max)} report lang. Kung higit pa, makipag-ugnayan sa amin.`,
      },
    },
    agenciesPerReport: {
      label: "Ahensya kada report",
      hint: `Mula ${formatCount(agenciesLimit.min)} hanggang ${formatCount(agenciesLimit.max)}: hanggang ${formatCount(agenciesLimit.max)} ahensya lang ang puwedeng padalhan ng isang report.`,
      errors: {
        empty: "Ilagay kung ilang ahensya ang pinadadalhan ng bawat report.",
        "not-a-number": `Ilagay ang bilang gamit ang mga numero, mula ${formatCount(agenciesLimit.min)} hanggang ${formatCount(agenciesLimit.max)}.`,
        "not-whole": "Ilagay ang bilang ng ahensya nang walang decimal.",
        "too-small": `Maglagay ng hindi bababa sa ${formatCount(agenciesLimit.min)} ahensya.`,
        "too-large": `Hanggang ${formatCount(agenciesLimit.max)} ahensya lang ang puwedeng padalhan ng isang report.`,
      },
    },
  },
  submit: "Hanapin ang plan",
  fixFields: "Wala pang plan na maipapakita. Ayusin ang mga may marka sa itaas, saka subukan ulit.",
  needsJavaScript:
    "Kailangan ng finder ang JavaScript. Makikita sa table sa itaas kung ilang report ang sakop ng bawat plan.",
  openCard: (title) => `Basahin ang tungkol sa ${title}`,
  describe({ plan, pointsNeeded, pointsPerDay, shorterAtSamePrice }, { reportsPerMonth, agenciesPerReport }) {
    const reasons = [
      `Kung ${formatCount(reportsPerMonth)} report kada buwan at ipinapadala ang bawat isa sa ${formatCount(agenciesPerReport)} ahensya, mga ${formatDecimal(pointsPerDay)} points ang ginagamit kada araw.`,
      plan.points === "unlimited"
        ? `Sa loob ng ${formatDays(plan.validityDays)} ng plan na ito, ${formatPoints(pointsNeeded)} iyon. Unlimited ang points nito, kaya lagi kayong sakop.`
        : `Sa loob ng ${formatDays(plan.validityDays)} ng plan na ito, ${formatPoints(pointsNeeded)} iyon, at may ${formatPoints(plan.points)} ang plan.`,
      `Ang presyo nito ay ${priceFor(plan)}, o ${pricePerDay(plan)}: ang pinakamababang presyo kada araw sa mga plan na tatagal ang points.`,
      ...shorterAtSamePrice.map(
        (shorter) =>
          `Pareho ang presyo kada araw ng ${barangayPlanTitle(shorter)} at mas mura itong bilhin ngayon: ${priceFor(shorter)}. Pasok din ito, pero mas madalas kayong magre-renew.`,
      ),
    ];
    return { title: barangayPlanTitle(plan), reasons };
  },
};
