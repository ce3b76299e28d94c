import { pathIn, type Lang } from "../../src/content/langs";
import type { PageId } from "../../src/content/pages";
import { cardsOf } from "../cards-of";
import { pagesIn } from "../site-pages";

/**
 * What people type into a site's search, and where the answer is: a page by its registry path
 * ("/poster"), or a card on it ("/faqs faq-15"); any of the places listed is right. Written as
 * people write, not from the site's words: short, without accents or capitals, the English words
 * Filipino and Cebuano speakers use ("refund", "points"), typos as thumbs make them. The search
 * must put one of the places among its first three results (search.test.ts).
 */
export type Query = { query: string; answers: readonly string[] };

export const QUERIES: Record<Lang, { queries: readonly Query[]; typos: readonly Query[] }> = {
  en: {
    queries: [
      { query: "refund", answers: ["/faqs faq-15"] },
      { query: "can i report anonymously", answers: ["/faqs faq-3"] },
      { query: "how much", answers: ["/faqs faq-8", "/plans"] },
      { query: "huawei", answers: ["/faqs faq-17"] },
      { query: "android", answers: ["/faqs faq-17"] },
      { query: "do points expire", answers: ["/faqs faq-9"] },
      { query: "transfer points", answers: ["/faqs faq-10"] },
      { query: "print", answers: ["/faqs faq-18", "/features print-report"] },
      { query: "contact", answers: ["/contact", "/faqs faq-19"] },
      { query: "council resolution", answers: ["/barangay-kit/templates"] },
      { query: "quotation", answers: ["/barangay-kit/quotation", "/barangay-kit"] },
      { query: "poster", answers: ["/poster"] },
      {
        query: "desktop",
        answers: ["/faqs faq-14", "/agencies desktop-access", "/plans desktop-access-plan"],
      },
      { query: "map", answers: ["/features brisk-map"] },
      { query: "news", answers: ["/features brisk-news"] },
      { query: "personal data", answers: ["/privacy", "/privacy information-we-collect"] },
      { query: "how to report", answers: ["/features how-to-report", "/faqs faq-5"] },
      { query: "what is brisk", answers: ["/faqs faq-1"] },
      { query: "barangay plan", answers: ["/plans", "/barangay-kit"] },
      { query: "do agencies pay", answers: ["/faqs faq-12"] },
      { query: "budget", answers: ["/barangay-kit", "/barangay-kit/templates"] },
      { query: "live updates", answers: ["/features report-summary-live-updates"] },
      { query: "screen reader", answers: ["/accessibility"] },
      { query: "mission", answers: ["/about mission"] },
      { query: "911", answers: ["/safety", "/contact", "/faqs faq-19"] },
      {
        query: "location sharing",
        answers: ["/faqs faq-13", "/agencies location-sharing", "/plans location-sharing-addon"],
      },
      { query: "how many agencies", answers: ["/faqs faq-6"] },
      { query: "pip bip", answers: ["/faqs faq-7"] },
      { query: "high urban", answers: ["/plans barangay-high-urban"] },
      { query: "terms", answers: ["/terms"] },
    ],
    typos: [
      { query: "refnd", answers: ["/faqs faq-15"] },
      { query: "anonymos", answers: ["/faqs faq-3"] },
      { query: "quotaton", answers: ["/barangay-kit/quotation", "/barangay-kit"] },
      { query: "resoluton", answers: ["/barangay-kit/templates"] },
      { query: "postr", answers: ["/poster"] },
      {
        query: "desktp access",
        answers: ["/faqs faq-14", "/agencies desktop-access", "/plans desktop-access-plan"],
      },
      { query: "privcy", answers: ["/privacy"] },
      {
        query: "locaton sharing",
        answers: ["/faqs faq-13", "/agencies location-sharing", "/plans location-sharing-addon"],
      },
      { query: "huwei", answers: ["/faqs faq-17"] },
      { query: "trasfer points", answers: ["/faqs faq-10"] },
      { query: "accesibility", answers: ["/accessibility"] },
      { query: "expre points", answers: ["/faqs faq-9"] },
      { query: "brgy kit", answers: ["/barangay-kit"] },
      { query: "barangy plan", answers: ["/plans", "/barangay-kit"] },
      { query: "safty", answers: ["/safety"] },
    ],
  },
  fil: {
    queries: [
      { query: "magkano", answers: ["/faqs faq-8", "/plans"] },
      { query: "paano mag-report", answers: ["/features how-to-report", "/faqs faq-5"] },
      { query: "refund", answers: ["/faqs faq-15"] },
      { query: "anonymous", answers: ["/faqs faq-3"] },
      { query: "nag-e-expire ba ang points", answers: ["/faqs faq-9"] },
      { query: "ilipat ang points", answers: ["/faqs faq-10"] },
      { query: "huawei", answers: ["/faqs faq-17"] },
      { query: "resolusyon", answers: ["/barangay-kit/templates"] },
      { query: "poster", answers: ["/poster"] },
      { query: "ilang ahensya", answers: ["/faqs faq-6"] },
      { query: "magbayad ba ang ahensya", answers: ["/faqs faq-12"] },
      { query: "paano bumili ang barangay", answers: ["/barangay-kit"] },
    ],
    typos: [
      { query: "magkno", answers: ["/faqs faq-8", "/plans"] },
      { query: "refnd", answers: ["/faqs faq-15"] },
      { query: "anonymos", answers: ["/faqs faq-3"] },
      { query: "resolusyn", answers: ["/barangay-kit/templates"] },
      { query: "postr", answers: ["/poster"] },
    ],
  },
  ceb: {
    queries: [
      { query: "unsaon pag-report", answers: ["/features how-to-report", "/faqs faq-5"] },
      { query: "pila ang presyo", answers: ["/faqs faq-8", "/plans"] },
      { query: "refund", answers: ["/faqs faq-15"] },
      { query: "anonymous", answers: ["/faqs faq-3"] },
      { query: "ma-expire ba ang points", answers: ["/faqs faq-9"] },
      { query: "ibalhin ang points", answers: ["/faqs faq-10"] },
      { query: "huawei", answers: ["/faqs faq-17"] },
      { query: "resolusyon", answers: ["/barangay-kit/templates"] },
      { query: "poster", answers: ["/poster"] },
      { query: "pila ka ahensya", answers: ["/faqs faq-6"] },
      { query: "mobayad ba ang ahensya", answers: ["/faqs faq-12"] },
      { query: "unsaon pagpalit sa barangay", answers: ["/barangay-kit"] },
    ],
    typos: [
      { query: "unsaon pag-reprt", answers: ["/features how-to-report", "/faqs faq-5"] },
      { query: "refnd", answers: ["/faqs faq-15"] },
      { query: "anonymos", answers: ["/faqs faq-3"] },
      { query: "resolusyn", answers: ["/barangay-kit/templates"] },
      { query: "postr", answers: ["/poster"] },
    ],
  },
};

/**
 * The queries the search is known to miss, each with what it gave instead and why: a test fails
 * when one is found after all (take it out) or when another is missed.
 */
export const KNOWN_MISSES: Record<Lang, { queries: readonly string[]; typos: readonly string[] }> = {
  en: {
    queries: [],
    typos: [
      // Only FAQ 3's title has the word, as "anonymously": a typo is searched one letter off the
      // words the site has, not off their beginnings, and "anonymous" is elsewhere.
      '"anonymos" gave Secure Platform / Data Sharing and Disclosure / Safety and Trust',
    ],
  },
  fil: { queries: [], typos: [] },
  ceb: { queries: [], typos: [] },
};

/** A card's address, as its page's card script and the index write it. */
export const cardUrl = (path: string, title: string) =>
  `${path}?${new URLSearchParams({ modal: "content", title })}`;

/** Where an answer ("/faqs faq-15", "/poster") is in a language: the page's or the card's address. */
export function addressOf(answer: string, lang: Lang): string {
  const [path, cardId] = answer.split(" ") as [string, string | undefined];
  const page = pagesIn(lang).find((candidate) => candidate.path === pathIn(path, lang));
  if (!page) throw new Error(`search-queries.ts: ${path} is no page`);
  if (!cardId) return page.path;
  const card = cardsOf[page.id as PageId]?.[lang].find((candidate) => candidate.id === cardId);
  if (!card) throw new Error(`search-queries.ts: ${page.id} has no card ${cardId}`);
  return cardUrl(page.path, card.title);
}
