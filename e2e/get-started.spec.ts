import { pages, posterFiles } from "../src/content/pages";
import { readWords } from "../src/i18n/read-words";
import { contactWords } from "./island-words";
import { expect, openPage, test } from "./helpers";
import { translationOf } from "../src/i18n/translations";

const contactFormText = contactWords.en.form;
const accessibilityText = translationOf(readWords(), "en").sections("accessibility");

// Where the pages people read before they adopt Brisk (issue 17) lead, followed in the browser:
// what they say, and where each link points, is read from the built pages (e2e/built/page-content.test.ts).

test.describe("/get-started", () => {
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
});

test.describe("/accessibility", () => {
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
