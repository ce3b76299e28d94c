import { mkdirSync } from "node:fs";
import { cardButtonId, cardDialogId } from "../../src/components/content-card/card-ids";
import { comingSoonDialogId } from "../../src/components/store-buttons/coming-soon-ids";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { cardsOf } from "../cards-of";
import { platformName } from "../../src/content/derived";
import { paidBarangayPlans } from "../../src/content/barangay-kit-structure";
import { ACCESSIBILITY_CHECKS } from "../../src/content/constants";
import { byLang, langInfo, langs, pathIn, type Lang } from "../../src/content/langs";
import { pages } from "../../src/content/pages";
import { formatPeso } from "../../src/lib/numbers";
import { readWords } from "../../src/i18n/read-words";
import { contactWords, finderWords } from "../island-words";
import { ANSWER_OK, startFakeHosts, type EmailjsAnswer, type FakeHosts } from "./fake-hosts";
import type { Browser } from "puppeteer-core";
import { ENGINES_BASE_URL } from "./base-url";
import { puppeteerVisitor, until, type Engine, type Visitor } from "./visitors";
import { AXE_OPTIONS, AXE_SOURCE, axeReady, runAxe, type AxeViolation } from "../axe";
import { translationOf } from "../../src/i18n/translations";
import { SEARCH_BUTTON_ID, SEARCH_DIALOG_ID } from "../../src/site/search-index";
import { addressOf, QUERIES, type Query } from "../built/search-queries";

const featureCards = cardsOf.features!.en;
const featureCardsFil = cardsOf.features!.fil;

/*
 * The journeys a visitor makes on the site, run in one browser engine: every kind of dialog opened
 * and closed in every way, a card dialog's URL and history, the menu on a phone, the language
 * switcher with a card open, the contact form's checks and notices, the plan finder, and axe over
 * the states in AXE_STATES: written once, run in Chromium, Firefox and WebKit alike
 * (docs/browsers.md). What only a page's one visit or Playwright's network control can check stays
 * in e2e/*.spec.ts, in Chromium.
 */

const siteWords = readWords();
const words = byLang((lang) => ({
  ui: translationOf(siteWords, lang).shared("ui"),
  contact: contactWords[lang].form,
  finder: finderWords[lang],
}));

/** Screenshots for a person to look at, one per engine and journey. */
const SHOTS = "test-results/engines";

/**
 * Takes a screenshot for a person once the page is at rest: its animations and transitions ended,
 * and its last changes painted (the second frame after them; WebKitGTK under Xvfb may not have
 * painted a script's changes when its DOM already holds them).
 */
async function screenshotAtRest(visitor: Visitor, name: string): Promise<void> {
  await visitor.run(animationsEnded);
  await visitor.run(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await visitor.screenshot(`${SHOTS}/${name}.png`);
}

/** What a test needs to drive a browser: a fresh visitor, and the fakes behind the contact page. */
export type EngineStart = {
  engine: Engine;
  /** Starts the engine's browser for the file. */
  launch: (fakes: FakeHosts) => Promise<void>;
  /** A fresh visitor: no history, no storage. */
  visit: () => Promise<Visitor>;
  stop: () => Promise<void>;
};

// ---- What a visitor sees, read in the page (each function whole in itself: it runs there) ----

function openDialogTitle(): string | undefined {
  return document.querySelector("dialog[open] h2")?.textContent?.trim();
}

/** The contact form's notice under its button, its title and first sentence, once one shows. */
function notice(): { title: string; text: string } | null {
  const box = document.getElementById("contact-notice-title")?.parentElement;
  if (!box) return null;
  const read = (selector: string) => box.querySelector(selector)?.textContent?.trim() ?? "";
  return { title: read("h3"), text: read("p") };
}

/** Waits until the page's animations and transitions have ended, so a screenshot shows things at rest. */
function animationsEnded(): Promise<void> {
  return Promise.all(
    document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => undefined);
}

function fieldValues(): string[] {
  return ["contact-name", "contact-email", "contact-message"].map(
    (id) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? "missing",
  );
}

/** Sends the contact form empty, once its captcha shows, and waits for the error summary. */
async function showContactErrors(visitor: Visitor, lang: Lang): Promise<void> {
  const form = words[lang].contact;
  await until(
    visitor,
    "the captcha's checkbox shows",
    () => !!document.querySelector("[data-testid=recaptcha] input[type=checkbox]"),
  );
  await visitor.click("button[type=submit]", form.submit);
  await until(
    visitor,
    "empty fields are named in the error summary",
    (title) => document.body.textContent?.includes(title),
    form.errorSummaryTitle,
  );
}

/** Opens a card's dialog by its button: the first whose text holds a table, the hardest to fit, else the first. */
async function openCardDialog(visitor: Visitor): Promise<void> {
  const id = await visitor.run(
    () =>
      (
        document.querySelector("dialog[id^=card-dialog-]:has(table)") ??
        document.querySelector("dialog[id^=card-dialog-]")
      )?.id,
  );
  await visitor.click(`button[command=show-modal][commandfor="${id}"]`);
  await until(visitor, `dialog ${id} opens`, (x) => !!document.querySelector(`dialog[open]#${x}`), id);
}

/** Opens the search by its button and types the language's first query, until its results show. */
async function openSearchWithResults(visitor: Visitor, lang: Lang): Promise<void> {
  await visitor.click(`#${SEARCH_BUTTON_ID}`);
  await until(
    visitor,
    "the search opens",
    (x) => !!document.querySelector(`dialog[open]#${x}`),
    SEARCH_DIALOG_ID,
  );
  await visitor.fill(`#${SEARCH_DIALOG_ID}-input`, QUERIES[lang].queries[0]!.query);
  await until(
    visitor,
    "its results show",
    (x) => !!document.querySelector(`#${x} .search-result`),
    SEARCH_DIALOG_ID,
  );
}

/**
 * The states axe checks in every engine and language, at each width of ACCESSIBILITY_CHECKS: its
 * name, its page, and how a visitor reaches it from the page's arrival. A state is one line here.
 */
const AXE_STATES: readonly {
  name: string;
  path: string;
  reach?: (visitor: Visitor, lang: Lang) => Promise<void>;
}[] = [
  { name: "home", path: pages.home.path },
  { name: "plans", path: pages.plans.path },
  { name: "contact, its error summary shown", path: pages.contact.path, reach: showContactErrors },
  { name: "faqs, a card's dialog open", path: pages.faqs.path, reach: openCardDialog },
  { name: "faqs, the search open with results", path: pages.faqs.path, reach: openSearchWithResults },
];

/** axe over the page as it is (e2e/axe.ts), its source put in once per document. */
async function axeViolations(visitor: Visitor): Promise<AxeViolation[]> {
  if (!(await visitor.run(axeReady))) await visitor.inject(AXE_SOURCE);
  return visitor.run(runAxe, AXE_OPTIONS);
}

/** The start of an engine that puppeteer-core drives (Chromium, Firefox): one browser a file. */
export function puppeteerEngine(
  engine: "chromium" | "firefox",
  launch: (proxy: string) => Promise<Browser>,
): EngineStart {
  let browser: Browser | undefined;
  return {
    engine,
    launch: async (fakes) => void (browser = await launch(fakes.proxy)),
    visit: () => puppeteerVisitor(engine, browser!, ENGINES_BASE_URL),
    stop: async () => browser?.close(),
  };
}

export function engineJourneys(start: EngineStart): void {
  const { engine } = start;
  let fakes: FakeHosts;
  let visitor: Visitor;

  describe(engine, () => {
    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      fakes = await startFakeHosts();
      await start.launch(fakes);
    });
    afterAll(async () => {
      await start.stop();
      await fakes?.close();
    });
    beforeEach(async () => {
      fakes.sends.length = 0;
      fakes.answer = ANSWER_OK;
      visitor = await start.visit();
      await visitor.setSize(1280, 800);
    });
    afterEach(async () => {
      await visitor?.quit();
    });

    // Functions run in the page carry no closure: each is whole in itself.
    const dialogOpen = (id: string) =>
      until(
        visitor,
        `dialog ${id} opens`,
        (x) => !!(document.getElementById(x) as HTMLDialogElement | null)?.open,
        id,
      );
    const allClosed = (what: string) => until(visitor, what, () => !document.querySelector("dialog[open]"));
    /** Waits for the focus to be on `selector`; on failure, says where it is. */
    const focusOn = async (selector: string, what: string) => {
      try {
        await until(visitor, what, (s) => !!document.activeElement?.matches(s), selector);
      } catch (error) {
        const at = await visitor.run(() => document.activeElement?.outerHTML.slice(0, 120));
        throw new Error(`${(error as Error).message}; the focus is on ${at}`);
      }
    };
    const at = (path: string, what: string) =>
      until(
        visitor,
        what,
        (p) => decodeURIComponent(location.pathname + location.search).replaceAll("+", " ") === p,
        path,
      );

    test("a card's dialog opens with its URL and closes by its button, Escape, the backdrop and Back", async () => {
      const card = featureCards[0]!;
      const id = cardDialogId(card);
      const withCard = `/features?modal=content&title=${card.title}`;
      await visitor.open("/features");
      const open = async () => {
        await visitor.click(`#${cardButtonId(card)}`);
        await dialogOpen(id);
        await at(withCard, "the URL names the card");
      };

      await open();
      expect(await visitor.run(openDialogTitle)).toBe(card.title);
      // It opens at its top, where the title is, wherever the browser put the focus.
      expect(await visitor.run(() => document.querySelector("dialog[open]")?.scrollTop)).toBe(0);
      await screenshotAtRest(visitor, `${engine}-card-dialog`);
      await visitor.click(`#${id} button[command=close]`);
      await allClosed("the close button closes the dialog");
      await at("/features", "closing goes back to the page's own URL");
      await focusOn(`#${cardButtonId(card)}`, "focus returns to the card's button");

      await open();
      await visitor.press("Escape");
      await allClosed("Escape closes the dialog");
      await at("/features", "Escape goes back too");
      await focusOn(`#${cardButtonId(card)}`, "focus returns after Escape");

      await open();
      await visitor.clickAt(10, 400);
      await allClosed("a click on the backdrop closes the dialog");
      await at("/features", "the backdrop goes back too");

      await open();
      await visitor.back();
      await allClosed("Back closes the dialog");
      await visitor.forward();
      await dialogOpen(id);
      await at(withCard, "Forward opens it again with its URL");

      // After the skip link (#main-content in the URL), closing a card far down the page leaves
      // the page and the focus at its button.
      const last = featureCards.at(-1)!;
      await visitor.open("/features#main-content");
      await visitor.click(`#${cardButtonId(last)}`);
      await dialogOpen(cardDialogId(last));
      await visitor.press("Escape");
      await allClosed("Escape closes the last card's dialog");
      await until(
        visitor,
        "focus and the page stay at the last card's button",
        (id) => {
          const button = document.getElementById(id);
          const box = button?.getBoundingClientRect();
          return document.activeElement === button && !!box && box.top >= 0 && box.bottom <= innerHeight;
        },
        cardButtonId(last),
      );
    });

    test("a link to a card's dialog opens it on arrival, in Filipino, and closing leaves the page", async () => {
      const card = featureCardsFil[1]!;
      await visitor.open(`/fil/features?modal=content&title=${encodeURIComponent(card.title)}`);
      await dialogOpen(cardDialogId(card));
      const entries = await visitor.run(() => history.length);
      await visitor.click("dialog[open] button[command=close]");
      await allClosed("the dialog closes");
      await at("/fil/features", "the page's own URL stays, without the card");
      // Closing does not go back out of the site: it replaces the address, and the focus goes
      // where the card is.
      expect(await visitor.run(() => history.length)).toBe(entries);
      await focusOn(`#${cardButtonId(card)}`, "focus goes to the card's button");
    });

    test("the language switcher in an open dialog leads to the same card in the other language", async () => {
      const [en, fil] = [featureCards[2]!, featureCardsFil[2]!];
      await visitor.open("/features");
      await visitor.click(`#${cardButtonId(en)}`);
      await dialogOpen(cardDialogId(en));
      await visitor.click("dialog[open] a[hreflang]", "Filipino");
      await at(`/fil/features?modal=content&title=${fil.title}`, "the Filipino page opens the card");
      expect(await visitor.run(openDialogTitle)).toBe(fil.title);
      expect(await visitor.run(() => document.documentElement.lang)).toBe("fil");
      await visitor.click("dialog[open] a[hreflang]", "English");
      await at(`/features?modal=content&title=${en.title}`, "and back: the English page opens it");
      expect(await visitor.run(openDialogTitle)).toBe(en.title);
    });

    for (const lang of langs) {
      const text = words[lang];
      const path = (p: string) => pathIn(p, lang);

      test(`${lang}: the store buttons' coming-soon dialogs close by "${text.ui.stores.gotIt}", the close button and Escape`, async () => {
        await visitor.open(path("/"));
        for (const [platform, how] of [
          ["ios", "got-it"],
          ["windows", "close"],
          ["macos", "escape"],
        ] as const) {
          const id = comingSoonDialogId(platform);
          await visitor.click(`button[command=show-modal][commandfor=${id}]`);
          await dialogOpen(id);
          expect(await visitor.run(openDialogTitle)).toBe(
            translationOf(siteWords, lang).message("ui", "stores.comingSoonTitle", {
              platform: platformName(platform),
            }),
          );
          if (how === "got-it") await visitor.click(`#${id} button`, text.ui.stores.gotIt);
          if (how === "close") await visitor.click(`#${id} button[command=close]`);
          if (how === "escape") await visitor.press("Escape");
          await allClosed(`${platform}: ${how} closes the dialog`);
          await focusOn(
            `button[command=show-modal][commandfor=${id}]`,
            `${platform}: focus returns to its button`,
          );
        }
      });

      test(`${lang}: the plan finder recommends a plan and opens its card, which closes`, async () => {
        await visitor.open(path("/plans"));
        const answer = "[data-testid=plan-finder-answer]";
        // The finder is an island that starts when it scrolls into view.
        await visitor.run(() => document.getElementById("plan-finder-reportsPerMonth")?.scrollIntoView());
        await until(visitor, "the finder's button works", () => {
          const field = document.querySelector<HTMLInputElement>("#plan-finder-reportsPerMonth");
          const button = field?.form?.querySelector<HTMLButtonElement>("button[type=submit]");
          return button && !button.disabled;
        });
        await visitor.fill("#plan-finder-reportsPerMonth", "abc");
        await visitor.click("button[type=submit]", text.finder.submit);
        await until(
          visitor,
          "the finder asks to fix the field",
          (s, fix) => document.querySelector(s)?.textContent?.includes(fix),
          answer,
          text.finder.fixFields,
        );
        await visitor.fill("#plan-finder-reportsPerMonth", "120");
        await visitor.fill("#plan-finder-agenciesPerReport", "2");
        await visitor.click("button[type=submit]", text.finder.submit);
        const title = await until(
          visitor,
          "the finder names a plan",
          (s) =>
            document.querySelector(`${s} button`) && document.querySelector(`${s} p`)?.textContent?.trim(),
          answer,
        );
        await visitor.click(`${answer} button`);
        await until(
          visitor,
          "the plan's card opens",
          (t) => document.querySelector("dialog[open] h2")?.textContent?.trim() === t,
          title,
        );
        await visitor.click("dialog[open] button[command=close]");
        await allClosed("the plan's card closes");
      });

      test(`${lang}: the contact form checks, asks for the captcha, sends, and keeps the message when sending fails`, async () => {
        const form = text.contact;
        await visitor.open(path("/contact"));
        await showContactErrors(visitor, lang);

        const typed = {
          name: "Maria Santos",
          email: "maria@example.com",
          message: "When will the iOS app be ready?",
        };
        for (const [field, text] of Object.entries(typed)) await visitor.fill(`#contact-${field}`, text);
        await visitor.click("button[type=submit]", form.submit);
        expect(await until(visitor, "a notice asks for the captcha", notice)).toEqual(
          form.notices.captchaRequired,
        );
        expect(fakes.sends).toEqual([]);

        /** Ticks the captcha, sends, and waits for the notice titled `title`. */
        const send = async (answer: EmailjsAnswer, title: string) => {
          fakes.answer = answer;
          await visitor.click("[data-testid=recaptcha] input[type=checkbox]");
          await visitor.click("button[type=submit]", form.submit);
          await until(
            visitor,
            `the notice "${title}" shows`,
            (t) => document.getElementById("contact-notice-title")?.textContent?.trim() === t,
            title,
          );
        };

        await send({ status: 400, body: "The service ID is invalid" }, form.notices.sendError.title);
        expect(await visitor.run(notice)).toEqual(form.notices.sendError);
        expect(await visitor.run(fieldValues)).toEqual(Object.values(typed));
        await screenshotAtRest(visitor, `${engine}-${lang}-contact-error`);

        await send(ANSWER_OK, form.notices.sent.title);
        expect(await visitor.run(fieldValues)).toEqual(["", "", ""]);
        expect(fakes.sends).toHaveLength(2);
        expect(fakes.sends[1]?.template_params).toMatchObject(typed);
      });
    }

    // In every language: axe over each state at each width, every violation named at once. Each
    // state is checked first at the width the last one ended at, so the window changes size once.
    // A state took up to 33 s in WebKit with the machine's two cores loaded twelve times over.
    for (const lang of langs) {
      const widths = ACCESSIBILITY_CHECKS.widthsPx;
      const name = `${lang}: axe finds no violation at ${widths.join(" and ")} px: ${AXE_STATES.map((state) => state.name).join("; ")}`;
      test(name, { timeout: AXE_STATES.length * 60_000 }, async () => {
        const found: string[] = [];
        let order: readonly number[] = widths;
        let current: number | undefined;
        for (const state of AXE_STATES) {
          const path = pathIn(state.path, lang);
          await visitor.open(path);
          await state.reach?.(visitor, lang);
          for (const width of order) {
            if (width !== current) await visitor.setSize(width, 800);
            current = width;
            const violations = await axeViolations(visitor);
            for (const { id, impact, targets } of violations)
              found.push(
                `${id} (${impact}) at ${targets.join(" | ")}: ${engine}, ${lang}, ${state.name} (${path}), ${width} px`,
              );
          }
          order = [...order].reverse();
        }
        expect(found).toEqual([]);
      });
    }

    test("the menu on a phone opens by pointer and keyboard, shows the five links, closes on Escape, on a link to this page and on another page", async () => {
      await visitor.setSize(375, 812);
      await visitor.open("/plans");
      const menuState = () => {
        const button = document.querySelector("button[popovertarget=site-nav]");
        const list = document.getElementById("site-nav");
        const links = [...(list?.querySelectorAll("a") ?? [])].filter(
          (a) => a.getBoundingClientRect().height > 0,
        );
        return {
          expanded: button?.getAttribute("aria-expanded"),
          links: links.length,
          wide: innerWidth >= 768,
        };
      };
      const expanded = (state: "true" | "false", what: string) =>
        until(
          visitor,
          what,
          (x) =>
            document.querySelector("button[popovertarget=site-nav]")?.getAttribute("aria-expanded") === x,
          state,
        );
      expect(await visitor.run(menuState)).toEqual({ expanded: "false", links: 0, wide: false });
      await visitor.click("button[popovertarget=site-nav]");
      await expanded("true", "the menu opens");
      expect(await visitor.run(menuState)).toEqual({ expanded: "true", links: 5, wide: false });
      await screenshotAtRest(visitor, `${engine}-menu-375`);
      await visitor.press("Escape");
      await expanded("false", "Escape closes the menu");
      await focusOn("button[popovertarget=site-nav]", "focus stays on the menu button");

      // By keyboard alone: Enter opens it, Tab reaches its first link.
      await visitor.press("Enter");
      await expanded("true", "Enter opens the menu");
      await visitor.press("Tab");
      // WebKit leaves links out of the Tab order unless its setting puts them in (Safari's "Press
      // Tab to highlight each item"): there Tab passes over them to the next control, the search.
      if (engine === "webkit")
        await focusOn(`#${SEARCH_BUTTON_ID}`, "Tab passes the links to the search, as WebKit does");
      else await focusOn('#site-nav a[href="/"]', "Tab goes to its first link");
      await visitor.press("Escape");
      await expanded("false", "Escape closes it again");

      await visitor.click("button[popovertarget=site-nav]");
      await expanded("true", "the menu opens again");
      await visitor.click('#site-nav a[aria-current="page"]');
      await expanded("false", "a link to this page closes the menu");
      await at("/plans", "and stays on the page");

      await visitor.click("button[popovertarget=site-nav]");
      await expanded("true", "the menu opens once more");
      await visitor.click('#site-nav a[href="/agencies"]');
      await at("/agencies", "a link to another page leads there");
      await until(visitor, "the new page loads", () => document.readyState === "complete");
      expect(await visitor.run(menuState)).toEqual({ expanded: "false", links: 0, wide: false });
    });

    test("the header's language chooser opens by pointer and keyboard, and it and the footer lead to this page in each other language, with its query and fragment", async () => {
      await visitor.setSize(375, 812);
      const here = "/plans?topic=x#plan-finder";
      await visitor.open(here);
      const chooser = "button[popovertarget=language-menu]";
      const chooserState = () => ({
        expanded: document
          .querySelector("button[popovertarget=language-menu]")
          ?.getAttribute("aria-expanded"),
        links: [...document.querySelectorAll<HTMLAnchorElement>("#language-menu a")]
          .filter((a) => a.getBoundingClientRect().height > 0)
          .map((a) => [a.lang, a.hreflang, a.getAttribute("href"), a.textContent]),
        footer: [...document.querySelectorAll<HTMLAnchorElement>("footer a[hreflang]")].map((a) =>
          a.getAttribute("href"),
        ),
      });
      const others = langs.filter((lang) => lang !== "en");
      const twins = others.map((lang) => [
        langInfo[lang].code,
        langInfo[lang].code,
        `${pathIn("/plans", lang)}?topic=x#plan-finder`,
        langInfo[lang].name,
      ]);
      expect(await visitor.run(chooserState)).toEqual({
        expanded: "false",
        links: [],
        footer: twins.map(([, , href]) => href),
      });
      await visitor.click(chooser);
      await until(
        visitor,
        "the chooser opens",
        () =>
          document.querySelector("button[popovertarget=language-menu]")?.getAttribute("aria-expanded") ===
          "true",
      );
      expect(await visitor.run(chooserState)).toMatchObject({ expanded: "true", links: twins });
      await screenshotAtRest(visitor, `${engine}-language-chooser-375`);
      await visitor.press("Escape");
      await focusOn(chooser, "Escape closes it, the focus on its button");
      await visitor.press("Enter");
      await until(
        visitor,
        "Enter opens it again",
        () =>
          document.querySelector("button[popovertarget=language-menu]")?.getAttribute("aria-expanded") ===
          "true",
      );
      await visitor.press("Escape");

      for (const lang of others) {
        await visitor.open(here);
        await visitor.click(chooser);
        await visitor.click("#language-menu a", langInfo[lang].name);
        await at(`${pathIn("/plans", lang)}?topic=x`, `${lang}: the chooser leads to the page in ${lang}`);
        expect(await visitor.run(() => [document.documentElement.lang, location.hash])).toEqual([
          langInfo[lang].code,
          "#plan-finder",
        ]);
      }
    });

    // In every language: the page's script dates the price estimate in that language's words.
    for (const lang of langs) {
      test(`${lang}: the barangay price estimate opens from its address, dates itself, prices one period and takes the barangay's name from the address`, async () => {
        const [plan] = paidBarangayPlans.slice(-2);
        const quotation = pathIn(pages.quotation.path, lang);
        await visitor.open(`${quotation}?plan=${plan!.id}#barangay=San%20Isidro`);
        await until(
          visitor,
          `the total reads ${formatPeso(plan!.pricePhp)}`,
          (x) => document.querySelector("[data-quotation-total]")?.textContent === x,
          formatPeso(plan!.pricePhp),
        );
        expect(
          await visitor.run(() => ({
            plan: document.querySelector<HTMLSelectElement>("#quotation-plan")?.value,
            enabled: !document.querySelector<HTMLFieldSetElement>("fieldset")?.disabled,
            periodsField: document.querySelector("#quotation-periods") !== null,
          })),
        ).toEqual({ plan: plan!.id, enabled: true, periodsField: false });
        await until(
          visitor,
          "the barangay's name fills its blank",
          (x) => document.querySelector('article [data-fill="barangay"]')?.textContent === x,
          "San Isidro",
        );
        // Today in Philippine time, in the page's language or, where Intl lacks it, its `dates`
        // language (langs.ts), where the page without its script has a blank line: as Node's Intl
        // writes it, which these engines' ICU writes alike.
        const date = await visitor.run(
          () => document.querySelector("[data-quotation-date]")?.textContent?.trim() ?? "",
        );
        const { code, dates } = langInfo[lang];
        const today = new Intl.DateTimeFormat([`${code}-PH`, `${dates}-PH`], {
          dateStyle: "long",
          timeZone: "Asia/Manila",
        }).format(new Date());
        expect(date).toBe(today);
        await screenshotAtRest(visitor, `${engine}-quotation-${lang}`);
      });
    }

    // The browser cannot follow "#resolution&barangay=…" by itself: scripts/paper-fill.ts goes there.
    test("a link to a section of the council templates that carries the barangay's name reaches the section and keeps the name", async () => {
      await visitor.open(`${pages.councilTemplates.path}#resolution&barangay=San%20Isidro`);
      await until(
        visitor,
        "the resolution is at the top of the screen, under the header, with the name filled in",
        (x) => {
          const section = document.getElementById("resolution");
          const header = document.querySelector("header");
          if (!section || !header) return false;
          const top = section.getBoundingClientRect().top;
          return (
            top >= header.getBoundingClientRect().bottom - 1 &&
            top < window.innerHeight / 2 &&
            section.querySelector('[data-fill="barangay"]')?.textContent === x
          );
        },
        "San Isidro",
      );
      expect(await visitor.run(() => location.hash)).toMatch(/^#resolution&barangay=San(\+|%20)Isidro$/);
    });

    for (const lang of langs) {
      test(`the search in ${lang}: its button opens it, a query finds its answer first, and the result opens its card (typos: search.spec.ts, one engine, as the ranking is the engines' alike)`, async () => {
        const [{ query, answers }] = QUERIES[lang].queries as [Query];
        const wanted = answers.map((answer) => addressOf(answer, lang));
        await visitor.open(pathIn("/faqs", lang));
        await visitor.click(`#${SEARCH_BUTTON_ID}`);
        await dialogOpen(SEARCH_DIALOG_ID);
        await focusOn(`#${SEARCH_DIALOG_ID}-input`, "the search field takes the focus");
        await visitor.fill(`#${SEARCH_DIALOG_ID}-input`, query);
        await until(
          visitor,
          `"${query}" gives its answer first`,
          (x) =>
            x.includes(
              document.querySelector("#site-search-dialog .search-result")?.getAttribute("href") ?? "",
            ),
          wanted,
        );
        await screenshotAtRest(visitor, `${engine}-search-${lang}`);
        const first = await visitor.run(
          () => document.querySelector("#site-search-dialog .search-result")?.getAttribute("href") ?? "",
        );
        await visitor.click("#site-search-dialog .search-result");
        const title = new URL(first, "http://site").searchParams.get("title")!;
        await until(
          visitor,
          "the result's card opens, on this page or on arrival",
          (x) => document.querySelector("dialog[open] h2")?.textContent?.trim() === x,
          title,
        );
        await at(decodeURIComponent(first).replaceAll("+", " "), "the URL is the card's own");
      });
    }
  });
}
