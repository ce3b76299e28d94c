import { expect, openPage, test } from "./helpers";

// The footer's links and the pages they lead to are read from the built files (e2e/built/); here
// what needs a browser.

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
