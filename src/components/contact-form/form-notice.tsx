import type { Ref } from "react";
import { cn } from "~/lib/cn";
import type { ContactFormText, OtherWay } from "./contact-text";
import { OtherWayLink } from "./other-way-link";

/**
 * What the form says under its send button after a submit: a line (sending, mistakes to fix, no
 * reCAPTCHA) or one of the spec's notices (SPEC section 8), each a heading and a sentence.
 */
export type Outcome =
  "sending" | "notSent" | "captchaFailed" | "captchaRequired" | "sendError" | "sent" | null;

type FormNoticeProps = {
  outcome: Outcome;
  text: ContactFormText;
  otherWay: OtherWay;
  /** The notice of a failed send, which takes focus. */
  ref?: Ref<HTMLDivElement>;
};

const TITLE_ID = "contact-notice-title";
const lineClass = (isError: boolean) => (isError ? "font-semibold text-alert-600" : "text-slate-600");
const boxClass = "rounded-lg border-2 p-4 text-slate-900";

/**
 * The form's one notice, in the page under the send button, never over the form. A refusal or a
 * failure is an alert (said at once); the rest is said politely, through the status region that is
 * always there. A failed send says what happened, that the message is kept, that the reCAPTCHA box
 * must be ticked again, and another way to write.
 */
export function FormNotice({ outcome, text, otherWay, ref }: FormNoticeProps) {
  const notice =
    outcome === "captchaRequired" || outcome === "sendError" || outcome === "sent"
      ? text.notices[outcome]
      : null;
  const heading = notice ? (
    <h3 id={TITLE_ID} className="text-lg font-bold">
      {notice.title}
    </h3>
  ) : null;
  const line =
    outcome === "sending"
      ? text.sendingStatus
      : outcome === "notSent" || outcome === "captchaFailed"
        ? text[outcome]
        : null;

  return (
    <>
      <div role="status" data-testid="form-status" className="empty:hidden">
        {line ? <p className={lineClass(outcome !== "sending")}>{line}</p> : null}
        {outcome === "sent" && notice ? (
          <div className={cn(boxClass, "border-emerald-700 bg-emerald-50")}>
            {heading}
            <p className="mt-1">{notice.text}</p>
          </div>
        ) : null}
      </div>
      {outcome !== "sent" && notice ? (
        <div
          ref={ref}
          role="alert"
          tabIndex={-1}
          aria-labelledby={TITLE_ID}
          className={cn(boxClass, "border-alert-600 bg-white")}
        >
          {heading}
          <p className="mt-1">{notice.text}</p>
          {outcome === "sendError" ? (
            <>
              <p className="mt-2 font-semibold">
                {text.keptAfterError} {text.tickAgain}
              </p>
              <p className="mt-2">
                <OtherWayLink way={otherWay} />
              </p>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
