import type { Page } from "@playwright/test";
import { cardsOf } from "./cards-of";
import { contactWords } from "./island-words";
import {
  axeAtBothWidths,
  axeViolations,
  expect,
  NO_VIOLATIONS,
  openPage,
  test,
  waitForHydration,
} from "./helpers";
import { fakeThirdParties, answerStatus } from "./third-parties";
import { pageNamesIn, sectionsIn, sharedIn } from "../src/i18n/card-words";
import { readWords } from "../src/i18n/read-words";

const contactFormText = contactWords.fil.form;
const contactNotices = contactFormText.notices;
const englishFeatureCards = cardsOf.features!.en;
const featureCards = cardsOf.features!.fil;
const words = readWords();
const notFoundText = sectionsIn(words, "notFound", "fil");
const pageNames = pageNamesIn(words, "fil");
const ui = sharedIn(words, "ui", "fil");

// The site in Filipino (issue 18): the switcher both ways, with a dialog open too, the Filipino
// not-found answer and the contact form's notices. Every page's lang, title, hreflang links and
// words (no English left): e2e/built/; axe on every page and no English in its scripts:
// pages.spec.ts; the not-found page's link home: routes.spec.ts; coming soon: home.spec.ts.

/** The header's language chooser, opened: its link to a language (the footer has the same link). */
async function headerSwitcher(page: Page, name: "Filipino" | "English") {
  const chooser = page.getByRole("banner").getByRole("button", { name: /^Language: / });
  await expect(chooser).toHaveAttribute("aria-expanded", "false");
  await chooser.click();
  await expect(chooser).toHaveAttribute("aria-expanded", "true");
  return page.getByRole("banner").getByRole("link", { name, exact: true });
}

test("the language switcher goes to the same page, and the same card, in the other language and back", async ({
  page,
}) => {
  await test.step("from the header and the footer, keeping the address's query and fragment", async () => {
    await openPage(page, "/plans?topic=x#plan-finder");
    await expect(page.getByRole("banner").getByRole("button", { name: "Language: English" })).toBeVisible();
    const toFilipino = await headerSwitcher(page, "Filipino");
    await expect(toFilipino).toHaveAttribute("lang", "fil");
    await expect(toFilipino).toHaveAttribute("hreflang", "fil");
    await expect(toFilipino).toHaveAttribute("href", "/fil/plans?topic=x#plan-finder");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Filipino", exact: true }),
    ).toHaveAttribute("href", "/fil/plans?topic=x#plan-finder");
    await toFilipino.click();

    await expect(page).toHaveURL("/fil/plans?topic=x#plan-finder");
    await expect(page.locator("html")).toHaveAttribute("lang", "fil");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageNames.plans.title);
    await expect(page).toHaveTitle(`${pageNames.plans.title} | Brisk`);

    await waitForHydration(page);
    const toEnglish = page.getByRole("contentinfo").getByRole("link", { name: "English", exact: true });
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL("/plans?topic=x#plan-finder");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plans and Pricing");
  });

  await test.step("with a card's dialog open, from the dialog; the Filipino dialog has no axe violations", async () => {
    const english = englishFeatureCards[1]!;
    const filipino = featureCards.find((card) => card.id === english.id)!;
    await openPage(page, `/features?modal=content&title=${encodeURIComponent(english.title)}`);
    const dialog = page.getByRole("dialog", { name: english.title });
    await expect(dialog).toBeVisible();

    // The page behind a modal dialog is out of reach: the dialog has the switcher too.
    await dialog.getByRole("link", { name: "Filipino", exact: true }).click();
    const filipinoDialog = page.getByRole("dialog", { name: filipino.title });
    await expect(filipinoDialog).toBeVisible();
    await expect(filipinoDialog).toContainText(filipino.description);
    await expect(filipinoDialog.getByRole("button", { name: ui.dialogClose })).toBeVisible();
    await expect(page).toHaveURL(
      `/fil/features?${new URLSearchParams({ modal: "content", title: filipino.title })}`,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "fil");
    expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);

    await filipinoDialog.getByRole("link", { name: "English", exact: true }).click();
    await expect(page.getByRole("dialog", { name: english.title })).toBeVisible();
    await expect(page).toHaveURL(
      `/features?${new URLSearchParams({ modal: "content", title: english.title })}`,
    );

    // Closing goes back one step, as in one language.
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("not found in Filipino", () => {
  test("an unknown path under /fil answers 404 with the Filipino not-found page", async ({ request }) => {
    for (const path of ["/fil/no-such-page", "/fil/features/extra"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="fil">');
      expect(html, path).toContain(notFoundText.heading.replace(/'/g, "&#x27;"));
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });
});

test.describe("contact form in Filipino", () => {
  const notice = (page: Page, title: string) =>
    page.locator("[data-sonner-toast]", {
      has: page.locator("[data-title]", { hasText: new RegExp(`^${title}$`) }),
    });

  async function fillForm(page: Page) {
    await page.getByLabel(contactFormText.fields.name.label).fill("Maria Santos");
    await page.getByLabel(contactFormText.fields.email.label).fill("maria@example.com");
    await page.getByLabel(contactFormText.fields.message.label, { exact: true }).fill("Kailan may iOS app?");
  }

  test("asks for the captcha, says what failed and what was sent, in Filipino", async ({ page }) => {
    const captchaUrls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("recaptcha")) captchaUrls.push(request.url());
    });
    const { emailjs } = await fakeThirdParties(page);
    await openPage(page, "/fil/contact");
    const submit = page.getByRole("button", { name: contactFormText.submit });

    // The empty form: every field's error in Filipino, each read with its prefix.
    await submit.click();
    await expect(page.getByText(contactFormText.fields.name.required).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await fillForm(page);
    await submit.click();
    await expect(notice(page, contactNotices.captchaRequired.title)).toContainText(
      contactNotices.captchaRequired.text,
    );
    // Google draws its checkbox and challenge in the page's language.
    expect(captchaUrls).toEqual([expect.stringContaining("&hl=fil")]);

    await page.getByRole("checkbox").check();
    emailjs.answer = answerStatus(500, "Internal error");
    await submit.click();
    await expect(notice(page, contactNotices.sendError.title)).toContainText(contactNotices.sendError.text);
    await expect(page.getByLabel(contactFormText.fields.name.label)).toHaveValue("Maria Santos");

    await page.getByRole("checkbox").check();
    emailjs.answer = answerStatus(200, "OK");
    await submit.click();
    await expect(notice(page, contactNotices.sent.title)).toContainText(contactNotices.sent.text);
    await expect(page.getByLabel(contactFormText.fields.name.label)).toHaveValue("");
    expect(await axeViolations(page)).toEqual([]);
  });
});
