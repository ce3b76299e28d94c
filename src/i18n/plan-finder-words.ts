/**
 * The plan finder's plans as its island takes them: each barangay plan on sale, with the numbers
 * its rule weighs (content/plan-finder-rule.ts) and its words from its card: the title the card
 * shows and its facts (facts.ts's card facts), formatted in a language. Pure, like card-words.ts.
 */
import type { FinderPlan } from "~/components/plans/plan-finder-text";
import type { Lang } from "~/content/langs";
import { purchasableBarangayPlans } from "~/content/plan-finder-rule";
import { cardsIn, type Words } from "./card-words";
import { factsIn } from "./facts";
import { WordsError } from "./messages";

export function finderPlansIn(words: Words, lang: Lang): FinderPlan[] {
  const cards = cardsIn(words, "plans", lang);
  const { cardFacts } = factsIn(words, lang);
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
        points: Number(facts.points),
        unlimited: facts.unlimited === "yes" ? "yes" : "no",
      },
    };
  });
}
