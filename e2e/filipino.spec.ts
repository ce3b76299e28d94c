import type { Page } from "@playwright/test";
import { cardsOf } from "./cards-of";
import { contactWords } from "./island-words";
import { axeAtBothWidths, axeViolations, expect, NO_VIOLATIONS, openPage, test } from "./helpers";
import { fakeThirdParties, answerStatus } from "./third-parties";
import { readWords } from "../src/i18n/read-words";
import { translationOf } from "../src/i18n/translations";

const contactFormText = contactWords.fil.form;
const contactNotices = contactFormText.notices;
const featureCards = cardsOf.features!.fil;
const words = readWords();
const ui = translationOf(words, "fil").shared("ui");

// The site in Filipino (issue 18): a Filipino card's dialog and the contact form's notices. Every
// page's lang, title, hreflang links and words (no English left): e2e/built/; axe on every page:
// pages.spec.ts; the not-found answer: server/server.test.mjs, its page: e2e/built/ and
// routes.spec.ts; coming soon: home.spec.ts.

// The switcher itself (the header's chooser, the footer, a card's dialog, and back), in all three
// engines: e2e/engines/journeys.ts.
test("a Filipino card's dialog, as the switcher opens it, has no axe violations", async ({ page }) => {
  const filipino = featureCards[1]!;
  await openPage(page, `/fil/features?modal=content&card=${filipino.id}`);
  const dialog = page.getByRole("dialog", { name: filipino.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(filipino.description);
  // The corner's × and the Close that ends the text, both in Filipino.
  await expect(dialog.getByRole("button", { name: ui.dialogClose })).toHaveCount(2);
  await expect(dialog.getByRole("button", { name: ui.dialogClose }).first()).toBeVisible();
  await expect(page).toHaveURL(
    `/fil/features?${new URLSearchParams({ modal: "content", title: filipino.title })}`,
  );
  expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
});

test.describe("contact form in Filipino", () => {
  /** The form's notice with this title: a refusal's or a failure's alert, or the success's status. */
  const notice = (page: Page, title: string) =>
    page
      .getByRole("alert", { name: title, exact: true })
      .or(page.getByRole("status").filter({ has: page.getByRole("heading", { name: title, exact: true }) }));

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
    const error = notice(page, contactNotices.sendError.title);
    await expect(error).toContainText(contactNotices.sendError.text);
    await expect(error).toContainText(`${contactFormText.keptAfterError} ${contactFormText.tickAgain}`);
    await expect(error).toContainText(contactFormText.emailInstead);
    await expect(page.getByLabel(contactFormText.fields.name.label)).toHaveValue("Maria Santos");

    await page.getByRole("checkbox").check();
    emailjs.answer = answerStatus(200, "OK");
    await submit.click();
    await expect(notice(page, contactNotices.sent.title)).toContainText(contactNotices.sent.text);
    await expect(page.getByLabel(contactFormText.fields.name.label)).toHaveValue("");
    expect(await axeViolations(page)).toEqual([]);
  });
});
