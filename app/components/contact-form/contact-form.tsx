import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { useIsHydrated } from "~/lib/use-is-hydrated";
import { contactCopy, contactNotices } from "~/content/contact";
import { pages } from "~/content/pages";
import { formatCount } from "~/lib/format";
import {
  CONTACT_LIMITS,
  EMPTY_CONTACT,
  MESSAGE_COUNTER_THRESHOLD,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./contact-schema";
import { clearDraft, readDraft, writeDraft } from "./draft-storage";
import { ErrorSummary } from "./error-summary";
import { FormField } from "./form-field";
import { loadNotices, showNotice } from "./notices";
import { describeSendFailure, loadEmailJs, sendContactMessage } from "./send-message";
import { useRecaptcha } from "./use-recaptcha";

type Outcome = { kind: "error" | "success" | "info"; text: string } | null;

type ContactFormProps = {
  recaptchaSiteKey: string;
  contactEmail: string;
};

/** "1 character", "4,500 characters". */
function characters(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "character" : "characters"}`;
}

/**
 * Loads what sending needs (the notices and the EmailJS SDK) once the visitor starts typing, after
 * the keystroke has been handled. A failed load is tried again by the send itself,
 * which then reports the failure.
 */
function prepareToSend() {
  setTimeout(() => {
    loadNotices().catch(() => undefined);
    loadEmailJs().catch(() => undefined);
  });
}

/** The contact form: validation, reCAPTCHA, sending through EmailJS, notices and a kept draft. */
export function ContactForm({ recaptchaSiteKey, contactEmail }: ContactFormProps) {
  const isHydrated = useIsHydrated();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A ref as well as state: two quick submits can both run before a re-render disables the button.
  const isSendingRef = useRef(false);
  const isPreparedRef = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const {
    containerRef: captchaRef,
    status: captchaStatus,
    token: captchaToken,
    reset: resetCaptcha,
  } = useRecaptcha(recaptchaSiteKey);

  useEffect(() => {
    const draft = readDraft();
    // Session storage exists only in the browser, so the draft comes back after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring browser-only state once
    if (draft) setValues(draft);
  }, []);

  const handleChange =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (!isPreparedRef.current) {
        isPreparedRef.current = true;
        prepareToSend();
      }
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      writeDraft(next);
      // A shown error goes away as soon as the field is right; new errors wait for the next submit.
      if (errors[field] && !validateContact(next)[field]) {
        setErrors((current) => ({ ...current, [field]: undefined }));
      }
    };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;

    const found = validateContact(values);
    if (Object.values(found).some(Boolean)) {
      flushSync(() => {
        setErrors(found);
        setOutcome({ kind: "error", text: "Your message was not sent. Fix the problems listed above." });
      });
      summaryRef.current?.focus();
      return;
    }
    setErrors({});

    if (captchaStatus === "failed") {
      setOutcome({ kind: "error", text: contactCopy.captchaFailed });
      return;
    }
    const token = captchaToken;
    if (!token) {
      void showNotice(contactNotices.captchaRequired, "error");
      setOutcome({ kind: "error", text: contactNotices.captchaRequired.text });
      return;
    }

    isSendingRef.current = true;
    setIsSending(true);
    setOutcome({ kind: "info", text: "Sending your message..." });
    try {
      await sendContactMessage(values, token);
      setValues(EMPTY_CONTACT);
      clearDraft();
      void showNotice(contactNotices.sent, "success");
      setOutcome({ kind: "success", text: `${contactNotices.sent.title}. ${contactNotices.sent.text}` });
    } catch (error) {
      console.warn(`Contact message not sent: ${describeSendFailure(error)}`);
      void showNotice(contactNotices.sendError, "error");
      setOutcome({
        kind: "error",
        text: `${contactNotices.sendError.text} Your message is still in the form.`,
      });
    } finally {
      // A reCAPTCHA answer is good for one send only.
      resetCaptcha();
      isSendingRef.current = false;
      setIsSending(false);
    }
  };

  const remaining = CONTACT_LIMITS.message - values.message.trim().length;

  return (
    <form noValidate onSubmit={handleSubmit} aria-describedby="contact-privacy" className="space-y-6">
      <ErrorSummary ref={summaryRef} errors={errors} />
      <noscript>
        <p className="rounded-lg bg-amber-50 p-4 font-semibold text-slate-900">
          {contactCopy.needsJavaScript} Email us at{" "}
          <a href={`mailto:${contactEmail}`} className="font-semibold underline underline-offset-2">
            {contactEmail}
          </a>
          .
        </p>
      </noscript>
      {/* Disabled until the page's script runs: without it nothing could be sent, and typing would be lost. */}
      <fieldset disabled={!isHydrated} className="space-y-6">
        <legend className="sr-only">{contactCopy.formTitle}</legend>
        <FormField field="name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={handleChange("name")}
            />
          )}
        </FormField>
        <FormField field="email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={values.email}
              onChange={handleChange("email")}
            />
          )}
        </FormField>
        <FormField
          field="message"
          error={errors.message}
          hint={
            remaining <= MESSAGE_COUNTER_THRESHOLD ? (
              <span
                data-testid="message-counter"
                className={remaining < 0 ? "font-semibold text-alert-600" : undefined}
              >
                {remaining >= 0
                  ? `You have ${characters(remaining)} remaining`
                  : `You have ${characters(-remaining)} too many`}
              </span>
            ) : undefined
          }
        >
          {(props) => (
            <textarea {...props} rows={7} value={values.message} onChange={handleChange("message")} />
          )}
        </FormField>

        <div>
          <div
            ref={captchaRef}
            data-testid="recaptcha"
            // Room for the checkbox before it arrives, so the button below does not jump.
            className={captchaStatus === "failed" ? undefined : "min-h-[78px]"}
          />
          {captchaStatus === "failed" ? (
            <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-3 text-slate-900">
              {contactCopy.captchaFailed}{" "}
              <a href={`mailto:${contactEmail}`} className="font-semibold underline">
                {contactEmail}
              </a>
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={isSending}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500"
          >
            {isSending ? "Sending..." : "Send message"}
          </button>
          <p
            role="status"
            data-testid="form-status"
            className={
              outcome?.kind === "error"
                ? "font-semibold text-alert-600"
                : outcome?.kind === "success"
                  ? "font-semibold text-emerald-700"
                  : "text-slate-600"
            }
          >
            {outcome?.text}
          </p>
        </div>
      </fieldset>
      <p id="contact-privacy" className="text-sm text-slate-600">
        {contactCopy.privacy}{" "}
        <Link to={pages.privacy.path} className="font-semibold text-brand-700 underline underline-offset-2">
          Read our {pages.privacy.title}
        </Link>
        .
      </p>
    </form>
  );
}
