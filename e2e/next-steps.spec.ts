import { pageNextSteps } from "../src/content/next-step-structure";
import { pages } from "../src/content/pages";
import { readWords } from "../src/i18n/read-words";
import { nextStepsIn } from "../src/i18n/step-words";
import { expect, openPage, test } from "./helpers";

const { title: nextStepsTitle, steps: nextSteps } = nextStepsIn(readWords(), "en");

// Where a visitor decides, the page ends with what to do next: residents get the app, barangays
// and agencies reach the contact form with their topic chosen.

for (const [id, stepIds] of Object.entries(pageNextSteps)) {
  const path = pages[id as keyof typeof pageNextSteps].path;
  const steps = stepIds.map((step) => nextSteps[step]);
  test(`${path} ends with its next steps`, async ({ page }) => {
    await openPage(page, path);
    const section = page.getByRole("region", { name: nextStepsTitle });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(steps.map((step) => step.title));
    for (const step of steps) {
      if (step.action === "contact") {
        await expect(section.getByRole("link", { name: step.label })).toHaveAttribute(
          "href",
          `/contact?topic=${step.topic}`,
        );
      } else {
        await expect(section.getByRole("link", { name: /Google Play/ })).toHaveAttribute("target", "_blank");
      }
    }
  });
}

test("the home page's call to action leads barangays and agencies to the contact form", async ({ page }) => {
  await openPage(page, "/");
  const download = page.locator("#download");
  for (const step of [nextSteps.barangay, nextSteps.agency]) {
    await expect(download.getByRole("link", { name: step.label })).toHaveAttribute(
      "href",
      `/contact?topic=${step.topic}`,
    );
  }
});
