import type { Locator, Page } from "@playwright/test";
import { DEFAULTS } from "../src/config/read-env";
import { langInfo, langs, pathIn } from "../src/content/langs";
import { readWords } from "../src/i18n/read-words";
import { translationOf } from "../src/i18n/translations";
import { quotationRequestsOf } from "../src/pages/[...lang]/_contact";
import { formatTemplate } from "../src/lib/message-template";
import {
  axeAtBothWidths,
  axeViolations,
  expect,
  NO_VIOLATIONS,
  openPage,
  requestsToOtherSites,
  test,
  waitForHydration,
} from "./helpers";
import { contactWords } from "./island-words";
import { answerStatus, fakeThirdParties, type Answer } from "./third-parties";

// The contact page against the built site, with both third parties faked (see third-parties.ts).

const SEND_ERROR = "There was a problem sending your message. Please try again later.";
const CAPTCHA_REQUIRED = "Please complete the reCAPTCHA before submitting.";
const KEPT = "Your message is still in the form.";
const TICK_AGAIN = "Tick the reCAPTCHA box again before you send it.";
/** The test build's contact address (.env.test): the other way to write a failed send offers. */
const CONTACT_EMAIL = "team@example.org";

/** The stand-in EmailJS keys of the test build (.env.test). */
const TEST_KEYS = { serviceId: "service_e2e", templateId: "template_e2e", publicKey: "public_e2e" };

const typed = {
  name: "  Maria Santos ",
  // No spaces around the email: the browser itself strips them from an <input type="email">.
  email: "maria@example.com",
  message: "  When will the iOS app be ready?\n",
};
const trimmed = {
  name: "Maria Santos",
  email: "maria@example.com",
  message: "When will the iOS app be ready?",
};

const topicField = (page: Page) => page.getByLabel("What is your message about?");

function form(page: Page) {
  return {
    name: page.getByLabel("Your name"),
    email: page.getByLabel("Email address"),
    message: page.getByLabel("Message", { exact: true }),
    captcha: page.getByRole("checkbox", { name: "I'm not a robot" }),
    submit: page.getByRole("button", { name: /^(Send message|Sending\.\.\.)$/ }),
    status: page.getByTestId("form-status"),
  };
}

async function openContact(page: Page) {
  await openPage(page, "/contact");
  return form(page);
}

async function fill(page: Page, values = typed) {
  const { name, email, message } = form(page);
  await name.fill(values.name);
  await email.fill(values.email);
  await message.fill(values.message);
}

/** A refusal's or a failure's notice, titled exactly `title`: an alert under the send button. */
function alertNotice(page: Page, title: string): Locator {
  return page.getByRole("alert", { name: title, exact: true });
}

/** The success notice, in the status region under the send button. */
function sentNotice(page: Page): Locator {
  return form(page).status.filter({
    has: page.getByRole("heading", { name: "Message Sent", exact: true }),
  });
}

/**
 * A failed send's one notice: the spec's words, the message kept, the reCAPTCHA box to tick again,
 * and the email address as another way to write; focused, and the only notice on the page.
 */
async function expectFailureNotice(page: Page) {
  const error = alertNotice(page, "Error");
  await expect(error).toBeVisible();
  await expect(error).toBeFocused();
  await expect(error).toBeInViewport();
  await expect(error).toContainText(SEND_ERROR);
  await expect(error).toContainText(`${KEPT} ${TICK_AGAIN}`);
  await expect(error.getByRole("link", { name: CONTACT_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${CONTACT_EMAIL}`,
  );
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(form(page).status).toBeEmpty();
  await expect(form(page).captcha).not.toBeChecked();
  return error;
}

/** Fails if `notice` covers any part of the form's fields, the captcha or the send button. */
async function expectBesideTheFields(page: Page, notice: Locator) {
  const { name, email, message, captcha, submit } = form(page);
  const box = (await notice.boundingBox())!;
  for (const field of [topicField(page), name, email, message, captcha, submit]) {
    const other = (await field.boundingBox())!;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(overlaps, `the notice over ${await field.getAttribute("id")}`).toBe(false);
  }
}

async function expectFieldsKept(page: Page, values = typed) {
  const { name, email, message } = form(page);
  await expect(name).toHaveValue(values.name);
  await expect(email).toHaveValue(values.email);
  await expect(message).toHaveValue(values.message);
}

async function expectFieldsEmpty(page: Page) {
  await expectFieldsKept(page, { name: "", email: "", message: "" });
}

test.describe("contact form", () => {
  test("needs the captcha done: before a message, again once it expires, and again for the next one", async ({
    page,
  }) => {
    const { emailjs } = await fakeThirdParties(page);
    const outside = requestsToOtherSites(page, test.info().project.use.baseURL!);
    const { captcha, submit, status } = await openContact(page);
    const required = alertNotice(page, "reCAPTCHA Required");
    /** The captcha's notice, alone and in view, every field kept, and nothing sent. */
    const expectRefused = async () => {
      await expect(required).toBeVisible();
      await expect(required).toBeInViewport();
      await expect(required).toContainText(CAPTCHA_REQUIRED);
      await expect(page.getByRole("alert")).toHaveCount(1);
      await expectFieldsKept(page);
      expect(emailjs.requests).toEqual([]);
    };

    await test.step("not done: 'reCAPTCHA Required', and nothing sent", async () => {
      await expect(captcha).toBeVisible();
      // The page's only third party until a send: Google's script, loaded once, for the explicit render.
      expect(outside).toEqual([
        "https://www.google.com/recaptcha/api.js?onload=__briskRecaptchaLoaded&render=explicit&hl=en",
      ]);
      // The test build sets no site key of its own: Google's test key (config/read-env.ts).
      expect(
        await page.evaluate(() => (window as { __fakeRecaptchaSiteKey?: string }).__fakeRecaptchaSiteKey),
      ).toBe(DEFAULTS.recaptchaSiteKey);
      await fill(page);
      await submit.click();
      await expectRefused();
      await expect(status).toBeEmpty();
      await expectBesideTheFields(page, required);
    });

    // Each case from a fresh page (the draft comes back from session storage), so that the notice
    // read is its own.
    await test.step("expired: counts as not done", async () => {
      await page.reload();
      await waitForHydration(page);
      await expectFieldsKept(page);
      await captcha.check();
      await page.evaluate(() => (window as { __expireCaptcha?: () => void }).__expireCaptcha?.());
      await expect(captcha).not.toBeChecked();
      await submit.click();
      await expectRefused();
    });

    await test.step("a second message needs it ticked again, and carries a new token", async () => {
      await page.reload();
      await waitForHydration(page);
      await captcha.check();
      await submit.click();
      await expect(sentNotice(page)).toBeVisible();
      expect(emailjs.requests).toHaveLength(1);

      await fill(page);
      await submit.click();
      await expect(required).toBeVisible();
      expect(emailjs.requests).toHaveLength(1);

      await captcha.check();
      await submit.click();
      await expect.poll(() => emailjs.requests.length).toBe(2);
      expect(emailjs.requests[1]?.template_params["g-recaptcha-response"]).toBe("fake-token-2");
    });
  });

  // Sending once, "Sending..." while waiting and the form emptied: contact-form.test.tsx, and in
  // every engine and language the journeys. Here what only the built page in a browser shows.
  test("sends every field to EmailJS with the build's keys, and forgets the draft once sent", async ({
    page,
  }) => {
    const { emailjs } = await fakeThirdParties(page);
    const { captcha, submit } = await openContact(page);
    await fill(page);
    await captcha.check();
    await submit.click();
    await expect(sentNotice(page)).toBeVisible();
    expect(emailjs.requests).toEqual([
      {
        lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        user_id: TEST_KEYS.publicKey,
        service_id: TEST_KEYS.serviceId,
        template_id: TEST_KEYS.templateId,
        template_params: {
          ...trimmed,
          time: expect.stringMatching(/^\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M \(Philippine time\)$/),
          topic: "",
          "g-recaptcha-response": "fake-token-1",
        },
      },
    ]);

    // The draft is kept across a reload until it is sent (the captcha and failure tests reload a
    // draft not yet sent); once sent, it is forgotten.
    await page.reload();
    await waitForHydration(page);
    await expectFieldsEmpty(page);
  });

  test("on status 500 at 375 px and on a dropped connection at 1280 px gives one notice beside the form, in view, and keeps every field", async ({
    page,
  }) => {
    const { emailjs } = await fakeThirdParties(page);
    await page.setViewportSize({ width: 375, height: 812 });
    const { captcha, submit } = await openContact(page);
    await fill(page);
    const failures: [string, Answer, { width: number; height: number }][] = [
      ["status 500, on a phone", answerStatus(500, "Internal Server Error"), { width: 375, height: 812 }],
      [
        "a dropped connection, on a laptop",
        (route) => route.abort("connectionreset"),
        { width: 1280, height: 800 },
      ],
    ];
    for (const [index, [what, answer, viewport]] of failures.entries()) {
      await test.step(what, async () => {
        await page.setViewportSize(viewport);
        emailjs.answer = answer;
        await captcha.check();
        await submit.click();

        const error = await expectFailureNotice(page);
        await expectBesideTheFields(page, error);
        await expectFieldsKept(page);
        await expect(submit).toBeEnabled();
        expect(emailjs.requests).toHaveLength(index + 1);
        // Still in session storage too, should the visitor reload before trying again; the next
        // case starts from that fresh page, so that the notice read is its own.
        await page.reload();
        await waitForHydration(page);
        await expectFieldsKept(page);
      });
    }
  });

  test("gives up on a request that never answers after 20 seconds", async ({ page }) => {
    // Playwright's fake clock: installed before the page loads so the form's timers use it, and paused
    // before the send, so that only the test moves the form's 20 s on. Left running, the seconds a busy
    // machine took between the click and the first step counted too, and the form gave up "at 19 s".
    await page.clock.install();
    const { emailjs } = await fakeThirdParties(page);
    emailjs.answer = () => new Promise<void>(() => {}); // never answers
    const { captcha, submit } = await openContact(page);
    await fill(page);
    await captcha.check();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await submit.click();
    await expect.poll(() => emailjs.requests.length).toBe(1);
    await expect(submit).toHaveText("Sending...");

    await page.clock.runFor("00:19");
    await expect(submit).toHaveText("Sending...");
    await page.clock.runFor("00:02");

    await expectFailureNotice(page);
    await expectFieldsKept(page);
    await expect(submit).toHaveText("Send message");
    await expect(submit).toBeEnabled();
  });

  test("says so and shows the email when the captcha script is blocked, keeping the fields", async ({
    page,
  }) => {
    const { emailjs } = await fakeThirdParties(page, { captcha: "blocked" });
    const { submit, status } = await openContact(page);
    await fill(page);

    const alert = page.getByRole("alert").filter({ hasText: "reCAPTCHA security check could not be loaded" });
    await expect(alert).toBeVisible();
    const email = alert.getByRole("link");
    await expect(email).toHaveAttribute("href", /^mailto:.+@.+/);
    const address = await email.textContent();
    await expect(email).toHaveAttribute("href", `mailto:${address}`);
    await expectFieldsKept(page);

    await submit.click();
    await expect(status).toContainText("could not be loaded");
    await expectFieldsKept(page);
    expect(emailjs.requests).toEqual([]);
  });
});

test.describe("contact form in each language", () => {
  // Its counter's words are a template the island fills in: they reach it through the page's props,
  // which cannot carry functions (before issue 33 the counter and the too-long check failed here).
  test("counts the characters left and over, refuses a message too long, and has Google draw its captcha in the language", async ({
    page,
  }) => {
    await fakeThirdParties(page);
    for (const lang of langs)
      await test.step(lang, async () => {
        const { counter, fields } = contactWords[lang].form;
        const { code, recaptcha } = langInfo[lang];
        await openPage(page, pathIn("/contact", lang));
        // Its checkbox and challenge in the language Google offers for it (langs.ts, `recaptcha`).
        await expect(page.locator("script[src*='/recaptcha/api.js']")).toHaveAttribute(
          "src",
          new RegExp(`&hl=${recaptcha}$`),
        );
        const message = page.locator("#contact-message");
        await message.fill("m".repeat(4999));
        await expect(page.getByTestId("message-counter")).toHaveText(
          formatTemplate(counter.remaining, { count: 1 }, code),
        );
        await message.fill("m".repeat(6001));
        await expect(page.getByTestId("message-counter")).toHaveText(
          formatTemplate(counter.over, { count: 1001 }, code),
        );
        await page.locator("button[type=submit]").click();
        await expect(page.locator("#contact-message-error")).toContainText(fields.message.tooLong);
      });
  });
});

test.describe("contact page", () => {
  test("shows the emergency notice above the form, the email and what the form shares; no axe violations with a linked topic, the form's errors and each notice", async ({
    page,
  }) => {
    const { emailjs } = await fakeThirdParties(page);
    // Arrived from a next step, with its topic chosen.
    await openPage(page, "/contact?topic=agency");
    const { captcha, submit } = form(page);

    await test.step("the not-for-emergencies notice with 911 above the form, the email and what the form shares", async () => {
      const emergency = page.getByRole("note", { name: "This form is not for emergencies" });
      await expect(emergency).toBeVisible();
      await expect(emergency.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
      const formBox = await page.locator("form").boundingBox();
      const noticeBox = await emergency.boundingBox();
      expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(formBox!.y);

      const details = page.getByRole("region", { name: "Other ways to reach us" });
      const email = details.getByRole("link", { name: /@/ });
      await expect(email).toHaveAttribute("href", `mailto:${await email.textContent()}`);

      const privacy = page.locator("#contact-privacy");
      await expect(privacy).toContainText("EmailJS");
      await expect(privacy).toContainText("Google reCAPTCHA");
      await expect(privacy.getByRole("link")).toHaveAttribute("href", "/privacy");
    });

    await expect(topicField(page)).toHaveValue("agency");
    expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);

    await test.step("the error summary, which takes focus, and the captcha notice", async () => {
      await submit.click();
      await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await fill(page);
      await submit.click();
      await expect(alertNotice(page, "reCAPTCHA Required")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    await captcha.check();
    await submit.click();
    await expect(sentNotice(page)).toBeVisible();
    expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);

    emailjs.answer = answerStatus(500, "Server error");
    await fill(page);
    await captcha.check();
    await submit.click();
    await expectFailureNotice(page);
    expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
  });
});

test.describe("a quotation request from /plans", () => {
  const words = readWords();
  /** Each language's request for Barangay Rural, as the page module makes it from the facts. */
  const ruralRequest = (lang: (typeof langs)[number]) =>
    quotationRequestsOf(translationOf(words, lang))["barangay-rural"]!;
  const RURAL_PATH = "/contact?topic=quotation&plan=barangay-rural";

  test("writes the plan and a year of its periods into the empty message, in each language; a draft's message wins", async ({
    page,
  }) => {
    await fakeThirdParties(page);
    // By its id: the pages in other languages name it in their words.
    const message = page.locator("#contact-message");

    await test.step("from the plan finder's answer", async () => {
      await openPage(page, "/plans");
      await page.getByLabel("Reports a month").fill("120");
      await page.getByLabel("Agencies for each report").fill("2");
      await page.getByRole("button", { name: "Find a plan" }).click();
      await page
        .getByTestId("plan-finder-answer")
        .getByRole("link", { name: "Ask for a quotation for this plan" })
        .click();
      await expect(page).toHaveURL(RURAL_PATH);
      await waitForHydration(page);
      await expect(topicField(page)).toHaveValue("quotation");
      await expect(message).toHaveValue(
        "We would like a quotation for Barangay Rural: ₱2,800.00 for 7 periods of 60 days (420 days), to cover a year. " +
          "Can several periods be paid at once, and when does each start? Our barangay's name and address: ",
      );
    });

    for (const lang of langs.filter((other) => other !== "en"))
      await test.step(`in ${lang}, with the plan's facts in its words`, async () => {
        await openPage(page, pathIn(RURAL_PATH, lang));
        await expect(message).toHaveValue(ruralRequest(lang));
        expect(ruralRequest(lang)).toContain("₱2,800.00");
      });

    await test.step("an unchanged request follows a language switch, in the new language", async () => {
      // From the Cebuano page of the last step.
      await page.getByRole("button", { name: "Pinulongan: Cebuano" }).click();
      await page.locator("#language-menu").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(RURAL_PATH);
      await waitForHydration(page);
      await expect(message).toHaveValue(ruralRequest("en"));
    });

    await test.step("what the visitor wrote stays, on another plan's link in another language", async () => {
      await message.fill("Please call our barangay hall.");
      await openPage(page, pathIn("/contact?topic=quotation&plan=barangay-urban", "fil"));
      await expect(message).toHaveValue("Please call our barangay hall.");
      await expect(page.locator("#contact-topic")).toHaveValue("quotation");
    });
  });
});
