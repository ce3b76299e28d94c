import { pages, posterFiles } from "../src/content/pages";
import { pageNamesIn, sectionsIn } from "../src/i18n/card-words";
import { readWords } from "../src/i18n/read-words";
import { contactWords } from "./island-words";
import { getStartedIn, nextStepsIn } from "../src/i18n/step-words";
import { expect, openPage, test } from "./helpers";

const words = readWords();
const contactFormText = contactWords.en.form;
const pageNames = pageNamesIn(words, "en");
const accessibilityText = sectionsIn(words, "accessibility", "en");
const safetyTopics = Object.values(sectionsIn(words, "safety", "en").topics);
const {
  paths: startPaths,
  questionsTitle: startQuestionsTitle,
  questions: startQuestions,
} = getStartedIn(words, "en");
const { getStartedLink } = nextStepsIn(words, "en");

// The pages people read before they adopt Brisk (issue 17): Get Started, Safety and Trust and the
// accessibility statement. Axe, keyboard and reflow checks of every page are in pages.spec.ts.

test.describe("/get-started", () => {
  test("has one heading, the site's landmarks and a numbered path for each kind of visitor", async ({
    page,
  }) => {
    await openPage(page, pages.getStarted.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageNames.getStarted.title);
    for (const landmark of ["banner", "main", "contentinfo"] as const) {
      await expect(page.getByRole(landmark)).toHaveCount(1);
    }
    for (const path of startPaths) {
      const section = page.getByRole("region", { name: path.title });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(path.title);
      await expect(section.getByRole("list").first().getByRole("listitem")).toHaveText(
        path.steps.map((step, index) => `${index + 1}${step}`),
      );
    }
    const questions = page.getByRole("region", { name: startQuestionsTitle });
    await expect(questions.getByRole("heading", { level: 3 })).toHaveText(
      startQuestions.map((item) => item.question),
    );
    await expect(questions).toContainText("No. In an emergency, call 911.");
  });

  test("each path leads on: Google Play, the plan finder, the contact form with its topic, the poster", async ({
    page,
  }) => {
    await openPage(page, pages.getStarted.path);
    const resident = page.getByRole("region", { name: "For residents" });
    await expect(resident.getByRole("link", { name: /Google Play/ })).toHaveAttribute("target", "_blank");

    const barangay = page.getByRole("region", { name: "For barangays" });
    await expect(barangay.getByRole("link", { name: "Contact us about your barangay" })).toHaveAttribute(
      "href",
      "/contact?topic=barangay",
    );
    await expect(
      barangay.getByRole("link", { name: "See the poster for your barangay hall" }),
    ).toHaveAttribute("href", "/poster");
    const pdf = barangay.getByRole("link", { name: /Download the poster/ });
    await expect(pdf).toHaveAttribute("href", posterFiles.pdf.en);
    await expect(pdf).toHaveAttribute("download", "");

    const agency = page.getByRole("region", { name: "For agencies" });
    await expect(agency.getByRole("link", { name: "Contact us about your agency" })).toHaveAttribute(
      "href",
      "/contact?topic=agency",
    );

    await barangay.getByRole("link", { name: "Find the plan for your barangay" }).click();
    await expect(page).toHaveURL("/plans#plan-finder");
    await expect(page.getByRole("form", { name: /plan/i })).toBeInViewport();
  });

  for (const [path, where] of [
    ["/", "#download"],
    ["/agencies", "main"],
    ["/plans", "main"],
  ] as const) {
    test(`${path} links to it`, async ({ page }) => {
      await openPage(page, path);
      await page.locator(where).getByRole("link", { name: getStartedLink.label }).click();
      await expect(page).toHaveURL(pages.getStarted.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageNames.getStarted.title);
    });
  }
});

test.describe("/safety", () => {
  test("has one heading, the site's landmarks, each topic and the pages that say more", async ({ page }) => {
    await openPage(page, pages.safety.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageNames.safety.title);
    for (const landmark of ["banner", "main", "contentinfo"] as const) {
      await expect(page.getByRole(landmark)).toHaveCount(1);
    }
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      safetyTopics.map((topic) => topic.title),
    );
    await expect(page.getByRole("link", { name: "911", exact: true })).toHaveAttribute("href", "tel:911");
    await expect(page.getByRole("region", { name: "Location sharing needs your consent" })).toContainText(
      "It turns off by itself after 8 hours.",
    );
    await expect(page.getByRole("main").getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(page.getByRole("main").getByRole("link", { name: /Terms and Conditions/ })).toHaveAttribute(
      "href",
      "/terms",
    );
  });
});

test.describe("/accessibility", () => {
  test("has one heading, the statement's date, its target and its limits", async ({ page }) => {
    await openPage(page, pages.accessibility.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageNames.accessibility.title);
    for (const landmark of ["banner", "main", "contentinfo"] as const) {
      await expect(page.getByRole(landmark)).toHaveCount(1);
    }
    await expect(page.getByText(accessibilityText.dateLine)).toBeVisible();
    await expect(page.getByRole("main")).toContainText("meet WCAG 2.2 level AA");
    await expect(page.getByRole("region", { name: accessibilityText.limits.title })).toContainText(
      "reCAPTCHA",
    );
  });

  test("sends a barrier report to the contact form with the topic 'other' chosen", async ({ page }) => {
    await openPage(page, pages.accessibility.path);
    await page.getByRole("link", { name: accessibilityText.report.link }).click();
    await expect(page).toHaveURL("/contact?topic=other");
    const topic = page.getByLabel(contactFormText.topic.label);
    await expect(topic.locator("option:checked")).toHaveText(contactFormText.topic.options.other);
    // The statement names the choice as the form shows it.
    expect(accessibilityText.report.text).toContain(`"${contactFormText.topic.options.other}"`);
  });
});
