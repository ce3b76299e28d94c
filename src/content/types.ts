/**
 * Shapes of the site's content, as the words engine (src/i18n/) makes it from the words and facts
 * and the components render it. Full texts are structured blocks, never HTML strings.
 */
import type { IconNode } from "lucide";
import type { ContactTopic } from "./contact-structure";
import type { PlanGroupId } from "./card-structure";

/** One block of a text the facts or a page's sections make (a card's own text is Markdown). */
export type ContentBlock =
  /** A paragraph of plain text. */
  | { type: "paragraph"; text: string }
  /** A small heading inside the full text (rendered one level below the dialog title). */
  | { type: "heading"; text: string }
  /** A bulleted list, or numbered when `ordered` (steps). */
  | { type: "list"; items: string[]; ordered?: boolean }
  /** A table for matter that is tabular, such as plans and tiers. The first column heads each row. */
  | { type: "table"; caption: string; columns: string[]; rows: string[][] }
  /** A sentence ending in a link off the site or to an email address: `lead` then the link. */
  | { type: "external"; lead: string; text: string; href: string };

/** A table block, also shown on its own, e.g. the plan comparisons on /plans. */
export type TableBlock = Extract<ContentBlock, { type: "table" }>;

/**
 * What a visitor who has decided does next: a resident gets the app, a barangay or an agency
 * writes to the team with the contact form's topic already chosen.
 */
export type NextStep = { id: string; title: string; text: string } & (
  { action: "download" } | { action: "contact"; topic: ContactTopic; label: string }
);

/** An illustration, named by its path under src/assets (components/content-card/card-picture.ts serves it hashed). */
export type ContentImage = {
  /** Path from the site root, e.g. "/images/cards/brisk-map.svg". */
  src: string;
  /** What the image shows, for screen readers; "" when it only decorates. */
  alt: string;
};

/** A label and value shown on a card, e.g. Points: 250. */
export type CardFact = {
  label: string;
  value: string;
};

/** A content card (SPEC section 3): a summary on the page and its full text in a dialog. */
export type Card = {
  /** Stable, unique within the site, kebab-case. */
  id: string;
  image: ContentImage;
  /** Card heading; also the `title` query value that opens its dialog. Unique within its page. */
  title: string;
  /** One or two sentences shown on the card. */
  description: string;
  /**
   * The dialog's text where the card's words are its group's template (a plan's): one sentence
   * with the plan's facts. Every other card's text is its Markdown, which Astro renders.
   */
  text?: string;
  /** Formatted price, as the language writes it (i18n/phrasing.ts); only on priced cards. */
  price?: string;
  /** Facts shown on the card under the price, e.g. points and validity on plan cards. */
  facts?: CardFact[];
  /**
   * A decorative icon beside the title: a Lucide icon's data, imported by name from `lucide`, so
   * each page's bundle carries only the icons that page shows.
   */
  icon?: IconNode;
  /** The button's words; "Read More" unless given ("Answer" on FAQs). */
  buttonText?: string;
};

/** The names on the store buttons that open the coming-soon dialog (SPEC section 2), by platform. */
export type ComingSoonPlatformNames = Record<"ios" | "windows" | "macos", string>;

/**
 * The barangay poster's words (src/content/<lang>/poster.yaml): the page draws them
 * (components/poster/) and so does the PDF (site/poster-pdf.server.ts), so both say the same.
 */
export type PosterWords = {
  /** The one line under the name. */
  tagline: string;
  emergency: { lead: string; call: string };
  scan: { title: string; store: string; qrAlt: string; otherStores: string };
  steps: { title: string; items: readonly string[] };
  categories: { title: string; items: readonly string[] };
  /** On screen only: the page's own controls, never printed. */
  controls: { print: string; download: string; hint: string };
};

/** A titled group of cards on a page, e.g. "Personal plans". */
export type CardSection = {
  id: string;
  title: string;
  /** One sentence under the section title. */
  intro?: string;
  cards: Card[];
};

/** A group of plans on /plans: its cards and what to do next; i18n/plan-comparisons.ts compares them. */
export type PlanGroup = CardSection & {
  id: PlanGroupId;
  nextStep: NextStep;
  /** A page that says how to buy the group's plans, and its link's words (the barangay kit). */
  guide?: { to: string; text: string };
};

/** A plan a barangay's quotation may name (the barangay kit): its title, price and what a period gives. */
export type QuotationPlan = {
  id: string;
  title: string;
  /** As the site writes it, "₱400.00". */
  price: string;
  /** The same price as a number, for the quotation's script to multiply by the periods. */
  pricePhp: number;
  /** What one period gives: "2,000 points, valid for 60 days a period". */
  detail: string;
};
