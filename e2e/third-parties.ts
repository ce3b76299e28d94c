import type { Page, Route } from "@playwright/test";

/*
 * Both third parties of the contact page, replaced by route interception (the machine has no
 * internet, and a test must never send real mail):
 * - reCAPTCHA v2's api.js by a small script that draws a real checkbox and calls the page back;
 * - EmailJS's send endpoint by a handler that records each request's JSON body and answers as the
 *   test says.
 * The fakes answer at the real hosts' URLs, so the page's Content-Security-Policy still applies.
 */

export const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js*";
export const EMAILJS_SEND = "https://api.emailjs.com/api/v1.0/email/send";

/**
 * Stands in for Google's api.js (render=explicit): grecaptcha.render draws a labelled checkbox;
 * ticking it calls back with "fake-token-N", N growing with each reset; window.__expireCaptcha
 * unticks it and calls the expired callback. Then it calls the onload function its URL names.
 */
export const FAKE_RECAPTCHA = `(() => {
  let generation = 1;
  const widgets = [];
  window.grecaptcha = {
    render(container, params) {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      label.append(box, " I'm not a robot");
      container.append(label);
      box.addEventListener("change", () => {
        if (box.checked) params.callback("fake-token-" + generation);
      });
      widgets.push(box);
      window.__fakeRecaptchaSiteKey = params.sitekey;
      window.__expireCaptcha = () => {
        box.checked = false;
        params["expired-callback"]();
      };
      return widgets.length - 1;
    },
    reset(id) {
      generation += 1;
      const box = widgets[id ?? 0];
      if (box) box.checked = false;
    },
  };
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  if (onload) window[onload]();
})();`;

export type SentBody = {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
};

export type Answer = (route: Route) => Promise<void>;

const CORS = { "access-control-allow-origin": "*" };
export const answerOk: Answer = (route) =>
  route.fulfill({ status: 200, contentType: "text/plain", headers: CORS, body: "OK" });
export const answerStatus =
  (status: number, body: string): Answer =>
  (route) =>
    route.fulfill({ status, contentType: "text/plain", headers: CORS, body });

/** Sets up both fakes on a page; `emailjs.answer` can be swapped by a test before it submits. */
export async function fakeThirdParties(
  page: Page,
  { captcha = "works" }: { captcha?: "works" | "blocked" } = {},
) {
  const emailjs = { requests: [] as SentBody[], answer: answerOk };
  await page.route(RECAPTCHA_SCRIPT, (route) =>
    captcha === "blocked"
      ? route.abort("blockedbyclient")
      : route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_RECAPTCHA }),
  );
  await page.route(EMAILJS_SEND, async (route) => {
    // A CORS preflight, should the browser send one, is not a send.
    if (route.request().method() === "OPTIONS") {
      return route.fulfill({
        status: 204,
        headers: {
          ...CORS,
          "access-control-allow-headers": "content-type",
          "access-control-allow-methods": "POST",
        },
      });
    }
    emailjs.requests.push(route.request().postDataJSON() as SentBody);
    await emailjs.answer(route);
  });
  return { emailjs };
}
