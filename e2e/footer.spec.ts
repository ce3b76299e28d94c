import { expect, openPage, test } from "./helpers";

const groups: Record<string, [label: string, path: string, heading: string][]> = {
  "Quick Links": [
    ["Home", "/", "Report incidents. Reach responders. Fast."],
    ["Features", "/features", "App Features"],
    ["Agencies", "/agencies", "For Agencies"],
    ["Plans", "/plans", "Plans and Pricing"],
  ],
  Resources: [
    ["About Us", "/about", "About Us"],
    ["FAQs", "/faqs", "FAQs"],
    ["Contact", "/contact", "Contact"],
  ],
  Legal: [
    ["Terms & Conditions", "/terms", "Terms and Conditions"],
    ["Data Privacy Policy", "/privacy", "Privacy Policy"],
  ],
};

test("each footer link opens its page", async ({ page }) => {
  await openPage(page, "/faqs");
  for (const [group, links] of Object.entries(groups)) {
    for (const [label, path, heading] of links) {
      await page
        .getByRole("navigation", { name: group })
        .getByRole("link", { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  }
});

test("the social link opens in a new tab", async ({ page, context }) => {
  // No network here: answer the social site locally so the new tab has something to load.
  await context.route(/^https:\/\/(www\.)?facebook\.com\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Social</title>" }),
  );
  await openPage(page, "/");
  const link = page.getByRole("link", { name: /follow brisk on facebook/i });
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/^https:\/\/www\.facebook\.com\//);
  await expect(page).toHaveURL("/");
  // noopener: the new tab cannot reach back to the site.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});

test("the footer shows the description and the 2025 copyright line", async ({ page }) => {
  await openPage(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Brisk is a mobile app for reporting incidents and emergencies");
  await expect(footer).toContainText("© 2025 Brisk. All rights reserved.");
});
