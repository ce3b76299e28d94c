/**
 * Loads Google reCAPTCHA v2 (the checkbox) on demand, only on the contact page, and renders its
 * widget. A small module rather than a wrapper package: the page must know when the script fails to
 * load (blocked, offline), which the common React wrappers do not report.
 */

/** The part of Google's `grecaptcha` object this site uses. */
export type Grecaptcha = {
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __briskRecaptchaLoaded?: () => void;
  }
}

const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";

/** Gives up on a script that neither loads nor fails within this time (a stalled network). */
const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads the script once, its checkbox and challenge in the page's language (`hl`, e.g. "fil", from langs.ts); later
 * calls share the same promise. A failed load can be tried again.
 */
export function loadRecaptcha(lang: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail("reCAPTCHA took too long to load"), RECAPTCHA_LOAD_TIMEOUT_MS);
    // The script calls this global once grecaptcha.render can be used (render=explicit).
    window.__briskRecaptchaLoaded = () => {
      clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else fail("reCAPTCHA loaded without its API");
    };
    script.src = `${RECAPTCHA_SCRIPT_URL}?onload=__briskRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(lang)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => fail("reCAPTCHA could not be loaded");
    document.head.append(script);
  });
  return loading;
}
