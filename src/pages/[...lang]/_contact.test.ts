// @vitest-environment node
import { readWords } from "~/i18n/read-words";
import { translationOf } from "~/i18n/translations";
import { contactWordsOf, otherWayOf } from "./_contact";

const words = readWords();
const SOCIAL = { label: "Facebook", url: "https://www.facebook.com/brisk.example" };

describe("the other way to write", () => {
  const form = contactWordsOf(translationOf(words, "en")).form;

  it("is the email address when one is set", () => {
    expect(otherWayOf(form, { email: "team@example.org", social: SOCIAL }, "(opens in a new tab)")).toEqual({
      before: "You can also email us at",
      label: "team@example.org",
      href: "mailto:team@example.org",
    });
  });

  it("is the social page, in a new tab, when none is", () => {
    expect(otherWayOf(form, { social: SOCIAL }, "(opens in a new tab)")).toEqual({
      before: "You can also write to us on",
      label: "Facebook",
      href: SOCIAL.url,
      newTab: "(opens in a new tab)",
    });
  });
});
