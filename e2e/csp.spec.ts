import type { Page } from "@playwright/test";
import { expect, openPage, test, watchForProblems } from "./helpers";
import { fakeThirdParties } from "./third-parties";

/*
 * Each page carries a Content-Security-Policy with hashes of its own inline scripts
 * (Astro's security.csp, with site/content-security.ts); what each page's lets in is read from the
 * built files (e2e/built/built-site.test.ts). pages.spec.ts loads every page under it; these tests
 * go between pages as a visitor does and fail on anything the policy blocks, or any console error.
 */

const policyOf = (page: Page) =>
  page.locator('meta[http-equiv="content-security-policy" i]').getAttribute("content");

test("the site's own links, its dialogs and the contact form run under the policies without a violation", async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  const { emailjs } = await fakeThirdParties(page);

  // Between pages by the site's own links, as a visitor goes.
  await openPage(page, "/");
  await page.getByRole("button", { name: /App Store/ }).click();
  await page
    .getByRole("dialog", { name: "iOS App Coming Soon!" })
    .getByRole("button", { name: "Got it!" })
    .click();
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/features");
  await page.getByRole("button", { name: "Read More: Brisk Map" }).click();
  await expect(page.getByRole("dialog", { name: "Brisk Map" })).toBeVisible();
  await page.keyboard.press("Escape");
  await header.getByRole("link", { name: "Agencies" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL("/faqs");
  // Each page arrives whole, with its own head: the site has no client-side routing.
  await expect(page).toHaveTitle("FAQs | Brisk");

  // Into the contact page, whose policy lets the captcha and EmailJS in, and a message sent.
  await header.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  expect(await policyOf(page)).toContain("https://www.google.com/recaptcha/");
  await page.getByLabel("Your name").fill("Maria Santos");
  await page.getByLabel("Email address").fill("maria@example.com");
  await page.getByLabel("Message", { exact: true }).fill("When will the iOS app be ready?");
  await page.getByRole("checkbox", { name: "I'm not a robot" }).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("form-status")).toContainText("Message Sent");
  expect(emailjs.requests).toHaveLength(1);

  // And out again.
  await header.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  await page.waitForLoadState("networkidle");

  expect(problems).toEqual([]);
});

test("a script or a style the build did not hash does not apply, outside the contact pages", async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  await openPage(page, "/plans");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
  });
  await expect
    .poll(() => problems)
    .toContainEqual(expect.stringMatching(/^CSP script-src(-elem)? blocked inline on \/plans$/));
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();

  const heading = page.locator("h1");
  const colorBefore = await heading.evaluate((element) => getComputedStyle(element).color);
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "h1 { color: rgb(255, 0, 0) !important; }";
    document.head.append(style);
  });
  await expect
    .poll(() => problems)
    .toContainEqual(expect.stringMatching(/^CSP style-src(-elem)? blocked inline on \/plans$/));
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe(colorBefore);
});
