/** Content as src/i18n/ makes it and the components render it; full texts are blocks, never HTML strings. */
import type { IconNode } from "lucide";
import type { ContactTopic } from "./contact-structure";
import type { PlanGroupId } from "./card-structure";
import type { PageWordsOf } from "./page-words";
import type { Said } from "./word-schemas";

/** One block of a text the facts or a page's sections make (a card's own text is Markdown). */
export type ContentBlock =
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

/** A decided visitor's next step: a resident gets the app; others use the contact form, topic chosen. */
export type NextStep = { id: string; title: string; text: string } & (
  { action: "download" } | { action: "contact"; topic: ContactTopic; label: string }
);

/** An illustration by its path under src/assets; components/content-card/card-picture.ts serves it hashed. */
type ContentImage = {
  /** Path from the site root, e.g. "/images/cards/brisk-map.svg". */
  src: string;
  /** What the image shows, for screen readers; "" when it only decorates. */
  alt: string;
};

/** A label and value shown on a card, e.g. Points: 250. */
type CardFact = {
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
  /** Only for cards sharing a template (plans): one sentence. Astro renders other cards' Markdown. */
  text?: string;
  /** Formatted price, as the language writes it (i18n/phrasing.ts); only on priced cards. */
  price?: string;
  /** Facts shown on the card under the price, e.g. points and validity on plan cards. */
  facts?: CardFact[];
  /** Decorative. Lucide data imported by name, so a page's bundle carries only the icons it shows. */
  icon?: IconNode;
  /** The button's words; "Read More" unless given ("Answer" on FAQs). */
  buttonText?: string;
};

/** The names on the store buttons that open the coming-soon dialog (SPEC section 2), by platform. */
export type ComingSoonPlatformNames = Record<"ios" | "windows" | "macos", string>;

/**
 * poster.yaml's words as the poster page says them, the barangay's name a blank's token
 * (lib/paper-fill.ts): components/poster/ and site/poster-pdf.server.ts both draw them, so both agree.
 */
export type PosterWords = Said<PageWordsOf<"poster">>;

/** A titled group of cards on a page, e.g. "Personal plans". */
export type CardSection = {
  id: string;
  title: string;
  /** One sentence under the section title. */
  intro?: string;
  cards: Card[];
};

/** A group of plans on /plans: its cards and what to do next; pages/[...lang]/_plans.ts compares them. */
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
  /** What one period gives: "2,000 points, valid for 60 days". */
  detail: string;
  /** Its cost for a year: "For a year: ₱2,800.00 for 7 periods of 60 days (420 days)". */
  year: string;
};
