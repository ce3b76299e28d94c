import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type { ContactFormText } from "./contact-text";
import {
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./contact-schema";
import { clearDraft, readDraft, writeDraft } from "./draft-storage";
import type { Outcome } from "./form-notice";
import { loadCounterFormat } from "./message-counter";
import type { useRecaptcha } from "./use-recaptcha";

/** The captcha's state as useRecaptcha gives it; its answer is good for one send. */
type Captcha = Omit<ReturnType<typeof useRecaptcha>, "containerRef">;

/** The sending code, with the EmailJS SDK it loads: not needed until the visitor starts typing. */
const loadSender = () => import("./send-message");

/**
 * Loads what sending needs (the sending code and the EmailJS SDK) and the counter's formatter once
 * the visitor starts typing, after the keystroke has been handled. A failed load is tried again by
 * the send itself, which then reports the failure.
 */
function prepareToSend() {
  setTimeout(() => {
    loadCounterFormat().catch(() => undefined);
    loadSender()
      .then((sender) => sender.loadEmailJs())
      .catch(() => undefined);
  });
}

/**
 * The message a link asks for: with `?topic=quotation&plan=<id>`, the quotation request for that
 * plan in the page's language (`requests`, made at build); none for another topic or an unknown plan.
 */
function requestedMessage(search: string, requests: Readonly<Record<string, string>>) {
  const query = new URLSearchParams(search);
  const plan = query.get("plan") ?? "";
  return query.get("topic") === "quotation" && Object.hasOwn(requests, plan) ? requests[plan] : undefined;
}

/**
 * The contact form's state and its two events: typing (kept as a draft) and submitting (checks,
 * the captcha, sending through EmailJS, the notice). The component only renders what this returns.
 */
export function useContactForm(
  text: ContactFormText,
  captcha: Captcha,
  quotationRequests: Readonly<Record<string, string>>,
) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A ref as well as state: two quick submits can both run before a re-render disables the button.
  const isSendingRef = useRef(false);
  const isPreparedRef = useRef(false);
  // The message the link wrote in, while it is unchanged: not a draft (see keep).
  const requestRef = useRef<string>(undefined);
  const summaryRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Session storage and the query exist only in the browser, so both are read once the form runs
    // (its fields are disabled until then, so nothing can be typed before).
    // A topic in the link (`?topic=barangay`) wins over the draft's; an unknown one is ignored. A
    // quotation's request fills the message only where the draft has none.
    const draft = readDraft();
    const linkedTopic = new URLSearchParams(window.location.search).get("topic");
    const topic = linkedTopic && Object.hasOwn(text.topic.options, linkedTopic) ? linkedTopic : undefined;
    const request = requestedMessage(window.location.search, quotationRequests);
    requestRef.current = request;
    const message = draft?.message || request;
    if (!draft && !topic) return;
    setValues((current) => ({
      ...current,
      ...draft,
      ...(topic ? { topic } : {}),
      ...(message ? { message } : {}),
    }));
  }, [text.topic.options, quotationRequests]);

  // A failed send's notice takes focus, as the error summary does: the button the visitor pressed
  // was disabled while it sent, and a screen reader then reads the notice whole. The captcha's
  // notice leaves focus on the button, and is brought into view.
  useEffect(() => {
    if (outcome === "sendError") noticeRef.current?.focus();
    if (outcome === "captchaRequired") noticeRef.current?.scrollIntoView({ block: "nearest" });
  }, [outcome]);

  const prepare = () => {
    if (isPreparedRef.current) return;
    isPreparedRef.current = true;
    prepareToSend();
  };

  /**
   * Keeps what is typed for the tab's session. A request the link wrote in and the visitor left as
   * it is stays out of the draft, so the page in another language writes it in its own words.
   */
  const keep = (next: ContactValues) => {
    setValues(next);
    writeDraft(next.message === requestRef.current ? { ...next, message: "" } : next);
  };

  const handleTopicChange = (event: ChangeEvent<HTMLSelectElement>) => {
    prepare();
    keep({ ...values, topic: event.target.value });
  };

  const handleChange =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      prepare();
      const next = { ...values, [field]: event.target.value };
      keep(next);
      // A shown error goes away as soon as the field is right; new errors wait for the next submit.
      if (errors[field] && !validateContact(next, text.fields)[field]) {
        setErrors((current) => ({ ...current, [field]: undefined }));
      }
    };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;

    const found = validateContact(values, text.fields);
    if (Object.values(found).some(Boolean)) {
      flushSync(() => {
        setErrors(found);
        setOutcome("notSent");
      });
      summaryRef.current?.focus();
      return;
    }
    setErrors({});

    if (captcha.status === "failed") {
      setOutcome("captchaFailed");
      return;
    }
    const token = captcha.token;
    if (!token) {
      setOutcome("captchaRequired");
      return;
    }

    isSendingRef.current = true;
    setIsSending(true);
    setOutcome("sending");
    const sender = loadSender();
    try {
      await (await sender).sendContactMessage(values, token);
      setValues(EMPTY_CONTACT);
      clearDraft();
      setOutcome("sent");
    } catch (error) {
      const reason = await sender.then(
        (loaded) => loaded.describeSendFailure(error),
        () => "the sending code could not be loaded",
      );
      console.warn(`Contact message not sent: ${reason}`);
      setOutcome("sendError");
    } finally {
      captcha.reset();
      isSendingRef.current = false;
      setIsSending(false);
    }
  };

  return {
    values,
    errors,
    isSending,
    outcome,
    summaryRef,
    noticeRef,
    handleChange,
    handleTopicChange,
    handleSubmit,
  };
}
