import { env } from "~/config/env";
import { trimContact, type ContactValues } from "./contact-schema";

/** The EmailJS SDK, loaded when the visitor starts on the form rather than with the page. */
export const loadEmailJs = () => import("@emailjs/browser");

/** A send that has not answered by then counts as failed. */
export const SEND_TIMEOUT_MS = 20_000;

/** The send time as a person in the Philippines reads it, e.g. "November 22, 2026 at 11:05 AM (Philippine time)". */
export function formatSendTime(date: Date): string {
  // Made on each send, not as the page loads: an Intl formatter loads its locale data when it is
  // made, which for the peso formatter cost 25-75 ms of start-up (see lib/numbers.ts).
  const manilaTime = new Intl.DateTimeFormat("en-PH", {
    timeZone: "Asia/Manila",
    dateStyle: "long",
    timeStyle: "short",
  });
  return `${manilaTime.format(date)} (Philippine time)`;
}

/** Why a send failed, in a line for the console; every shape the EmailJS SDK rejects with. */
export function describeSendFailure(error: unknown): string {
  if (typeof error === "string") return error;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (error && typeof error === "object" && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return `EmailJS answered ${String(status)}${text ? `: ${String(text)}` : ""}`;
  }
  return "unknown error";
}

/** Rejects when `promise` has not settled within `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Sends the contact message through EmailJS. The captcha token travels as `g-recaptcha-response`,
 * which EmailJS verifies on its side when the template has reCAPTCHA enabled. Missing keys are passed
 * on as empty, so the SDK refuses them and the send fails with the ordinary error notice.
 */
export async function sendContactMessage(values: ContactValues, captchaToken: string, now = new Date()) {
  const { topic, name, email, message } = trimContact(values);
  const { serviceId = "", templateId = "", publicKey = "" } = env.emailjs;
  const { send } = await loadEmailJs();
  await withTimeout(
    send(
      serviceId,
      templateId,
      // The spec's four parameters as they were, and `topic` beside them ("" when none was chosen).
      { name, email, time: formatSendTime(now), message, topic, "g-recaptcha-response": captchaToken },
      // blockHeadless stays off: it would refuse senders such as screen-reader driven or embedded browsers.
      { publicKey, blockHeadless: false },
    ),
    SEND_TIMEOUT_MS,
  );
}
