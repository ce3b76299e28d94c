// @vitest-environment node
import { CONTACT_LIMITS, trimContact, validateContact } from "./contact-schema";
import { readWords } from "~/i18n/read-words";
import { contactWordsOf } from "~/pages/[...lang]/_contact";
import { translationOf } from "~/i18n/translations";

const contactFormText = contactWordsOf(translationOf(readWords(), "en")).form;

const validate = (values: Parameters<typeof validateContact>[0]) =>
  validateContact(values, contactFormText.fields);

const valid = {
  topic: "",
  name: "Maria Santos",
  email: "maria@example.com",
  message: "When will iOS be ready?",
};

describe("validateContact", () => {
  it("accepts a complete message", () => {
    expect(validate(valid)).toEqual({});
  });

  it("asks for every missing field", () => {
    expect(validate({ topic: "", name: "", email: "", message: "" })).toEqual({
      name: "Enter your name",
      email: "Enter your email address",
      message: "Enter your message",
    });
  });

  it("refuses a message of only spaces and line breaks", () => {
    expect(validate({ ...valid, message: "   \n\t  " })).toEqual({ message: "Enter your message" });
    expect(validate({ ...valid, name: "    " })).toEqual({ name: "Enter your name" });
  });

  it("checks the email format the way the browser does", () => {
    for (const email of ["maria", "maria@", "@example.com", "maria @example.com", "maria@exa mple.com"]) {
      expect(validate({ ...valid, email }).email, email).toMatch(/correct format/);
    }
    for (const email of ["m@example", "m.s+brisk@sub.example.ph"]) {
      expect(validate({ ...valid, email }).email, email).toBeUndefined();
    }
  });

  it("enforces each field's length limit after trimming", () => {
    expect(validate({ ...valid, name: "a".repeat(CONTACT_LIMITS.name) })).toEqual({});
    expect(validate({ ...valid, name: `  ${"a".repeat(CONTACT_LIMITS.name)}  ` })).toEqual({});
    expect(validate({ ...valid, name: "a".repeat(CONTACT_LIMITS.name + 1) }).name).toBe(
      "Name must be 100 characters or fewer",
    );
    const longEmail = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(62)}`;
    expect(longEmail.length).toBeGreaterThan(CONTACT_LIMITS.email);
    expect(validate({ ...valid, email: longEmail }).email).toBe(
      "Email address must be 254 characters or fewer",
    );
    expect(validate({ ...valid, message: "m".repeat(CONTACT_LIMITS.message + 1) }).message).toBe(
      "Message must be 5,000 characters or fewer",
    );
  });
});

describe("trimContact", () => {
  it("trims surrounding whitespace but keeps inner line breaks, and keeps the topic", () => {
    expect(
      trimContact({ topic: "media", name: " Ana ", email: " a@b.ph ", message: "\n Hi\nthere \n" }),
    ).toEqual({
      topic: "media",
      name: "Ana",
      email: "a@b.ph",
      message: "Hi\nthere",
    });
  });
});
