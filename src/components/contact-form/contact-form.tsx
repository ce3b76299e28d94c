import { useIsHydrated } from "~/lib/use-is-hydrated";
import { CONTACT_LIMITS, MESSAGE_COUNTER_THRESHOLD } from "./contact-schema";
import type { ContactFormText, OtherWay } from "./contact-text";
import { ErrorSummary } from "./error-summary";
import { FormField } from "./form-field";
import { FormNotice } from "./form-notice";
import { MessageCounter } from "./message-counter";
import { OtherWayLink } from "./other-way-link";
import { useContactForm } from "./use-contact-form";
import { useRecaptcha } from "./use-recaptcha";

type ContactFormProps = {
  text: ContactFormText;
  /** Read before a field's error by screen readers (ui.yaml). */
  errorPrefix: string;
  recaptchaSiteKey: string;
  /** Another way to write, offered where the form cannot be used or a send failed. */
  otherWay: OtherWay;
  /**
   * By barangay plan id, the quotation request a link from /plans writes into the message
   * (`?topic=quotation&plan=<id>`), in the page's language, made at build.
   */
  quotationRequests: Readonly<Record<string, string>>;
  /**
   * The privacy policy's path in the page's language (linkIn at build), linked under the form: a
   * plain link, since SiteLink would bring the page registry into the form's JavaScript.
   */
  privacyHref: string;
};

/** The contact form: its fields, the captcha, the send button and its notice. */
export function ContactForm({
  text,
  errorPrefix,
  recaptchaSiteKey,
  otherWay,
  quotationRequests,
  privacyHref,
}: ContactFormProps) {
  const isHydrated = useIsHydrated();
  const { containerRef, status, token, reset } = useRecaptcha(recaptchaSiteKey);
  const {
    values,
    errors,
    isSending,
    outcome,
    summaryRef,
    noticeRef,
    handleChange,
    handleTopicChange,
    handleSubmit,
  } = useContactForm(text, { status, token, reset }, quotationRequests);
  const remaining = CONTACT_LIMITS.message - values.message.trim().length;

  return (
    <form noValidate onSubmit={handleSubmit} aria-describedby="contact-privacy" className="space-y-6">
      <ErrorSummary
        ref={summaryRef}
        errors={errors}
        title={text.errorSummaryTitle}
        labels={{
          name: text.fields.name.label,
          email: text.fields.email.label,
          message: text.fields.message.label,
        }}
      />
      <noscript>
        <p className="rounded-lg bg-amber-50 p-4 font-semibold text-slate-900">
          {text.needsJavaScript} <OtherWayLink way={otherWay} />
        </p>
      </noscript>
      {/* Disabled until the page's script runs: without it nothing could be sent, and typing would be lost. */}
      <fieldset disabled={!isHydrated} className="space-y-6">
        <legend className="sr-only">{text.formTitle}</legend>
        <div className="space-y-1.5">
          <label htmlFor="contact-topic" className="block font-semibold text-slate-900">
            {text.topic.label}
          </label>
          <p id="contact-topic-hint" className="text-sm text-slate-600">
            {text.topic.hint}
          </p>
          <select
            id="contact-topic"
            name="topic"
            value={values.topic}
            onChange={handleTopicChange}
            aria-describedby="contact-topic-hint"
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:bg-slate-100 sm:w-auto"
          >
            <option value="">{text.topic.none}</option>
            {Object.entries(text.topic.options).map(([topic, words]) => (
              <option key={topic} value={topic}>
                {words}
              </option>
            ))}
          </select>
        </div>
        <FormField errorPrefix={errorPrefix} field="name" label={text.fields.name.label} error={errors.name}>
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
        <FormField
          errorPrefix={errorPrefix}
          field="email"
          label={text.fields.email.label}
          error={errors.email}
        >
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
          errorPrefix={errorPrefix}
          field="message"
          label={text.fields.message.label}
          error={errors.message}
          hint={
            remaining <= MESSAGE_COUNTER_THRESHOLD ? (
              <MessageCounter remaining={remaining} words={text.counter} />
            ) : undefined
          }
        >
          {(props) => (
            <textarea {...props} rows={7} value={values.message} onChange={handleChange("message")} />
          )}
        </FormField>

        <div>
          <div
            ref={containerRef}
            data-testid="recaptcha"
            // Room for the checkbox before it arrives, so the button below does not jump.
            className={status === "failed" ? undefined : "min-h-[78px]"}
          />
          {status === "failed" ? (
            <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-3 text-slate-900">
              {text.captchaFailed} <OtherWayLink way={otherWay} />
            </p>
          ) : null}
        </div>

        <div className="space-y-4">
          <button
            type="submit"
            disabled={isSending}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500"
          >
            {isSending ? text.submitting : text.submit}
          </button>
          <FormNotice ref={noticeRef} outcome={outcome} text={text} otherWay={otherWay} />
        </div>
      </fieldset>
      <p id="contact-privacy" className="text-sm text-slate-600">
        {text.privacy}{" "}
        <a href={privacyHref} className="font-semibold text-brand-700 underline underline-offset-2">
          {text.privacyLink}
        </a>
        .
      </p>
    </form>
  );
}
