import { EMERGENCY_HOTLINE } from "./constants";

/** A notice shown as a toast and written in the form's status line. */
export type Notice = {
  title: string;
  text: string;
};

/** The contact form's notices, word for word from SPEC section 8. */
export const contactNotices = {
  captchaRequired: {
    title: "reCAPTCHA Required",
    text: "Please complete the reCAPTCHA before submitting.",
  },
  sendError: {
    title: "Error",
    text: "There was a problem sending your message. Please try again later.",
  },
  sent: {
    title: "Message Sent",
    text: "Thank you for contacting us. We'll respond shortly.",
  },
} as const satisfies Record<string, Notice>;

/** Other words of the contact page. */
export const contactCopy = {
  emergency: {
    title: "This form is not for emergencies",
    text: "Messages sent here are not monitored for urgent help. If someone is in danger or you need help now, call the national emergency hotline",
    hotline: EMERGENCY_HOTLINE,
  },
  detailsTitle: "Other ways to reach us",
  detailsText: "You can also write to us directly.",
  formTitle: "Send us a message",
  privacy:
    "We use your name, email address and message only to answer you. The form sends them to us through EmailJS, an email delivery service, and is protected by Google reCAPTCHA against spam.",
  needsJavaScript: "The contact form needs JavaScript, which is turned off or blocked in your browser.",
  captchaFailed:
    "The reCAPTCHA security check could not be loaded, so the form cannot be sent right now. It may be blocked by your browser or network. Your message is kept here; you can also email it to us.",
} as const;
