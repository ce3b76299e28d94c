import { formatMessage, placeholdersOf } from "./messages";

const facts = { minimumAge: 18, points: 1000, one: 1, roles: "agency owners and agency admins" };

describe("formatMessage", () => {
  it("puts facts in by name, a number as the language writes it", () => {
    expect(formatMessage("at least {minimumAge} years old, {points} points", facts, "en", "x")).toBe(
      "at least 18 years old, 1,000 points",
    );
  });

  it("chooses the plural of a word by the number", () => {
    const message = "{count, plural, one {# incident point} other {# incident points}}";
    expect(formatMessage(message.replace("count", "one"), facts, "en", "x")).toBe("1 incident point");
    expect(formatMessage(message.replace("count", "points"), facts, "en", "x")).toBe("1,000 incident points");
  });

  it("begins a sentence with a capital where a message asks for one", () => {
    expect(formatMessage("<capital>{roles}</capital> may buy it.", facts, "en", "x")).toBe(
      "Agency owners and agency admins may buy it.",
    );
  });

  it("leaves an apostrophe in the words as it is", () => {
    expect(formatMessage("Users' records; choose 'Uncensor'.", facts, "en", "x")).toBe(
      "Users' records; choose 'Uncensor'.",
    );
  });

  it("names the file and key of a fact that does not exist, a tag that does not, and a syntax error", () => {
    const where = "src/content/fil/faqs/faq-2.md, summary";
    expect(() => formatMessage("{minimumAg} taon", facts, "fil", where)).toThrow(
      `${where}: "{minimumAg}" names no fact`,
    );
    expect(() => formatMessage("<b>x</b>", facts, "fil", where)).toThrow(`${where}: <b> is no tag`);
    expect(() => formatMessage("{minimumAge taon", facts, "fil", where)).toThrow(where);
  });
});

describe("placeholdersOf", () => {
  it("finds every fact a message names, inside plurals and tags too, each once", () => {
    expect(
      placeholdersOf("<capital>{roles}</capital> {one, plural, one {# {points}} other {{points}}}"),
    ).toEqual(["roles", "one", "points"]);
  });
});
