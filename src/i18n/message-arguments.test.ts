// @vitest-environment node
import type { Words } from "./entries";
import { problemsIn } from "./word-checks";
import { readWords } from "./read-words";
import { templateOf } from "./messages";
import { formatTemplate } from "~/lib/message-template";

const words = readWords();

describe("a message of a page's sections with arguments (withArguments; shared words': interface-words.test.ts)", () => {
  /** The words with one page's YAML words changed at a key path. */
  function withMessage(id: string, path: string[], message: string): Words {
    const change = (tree: unknown, [key, ...rest]: string[]): unknown =>
      key === undefined
        ? message
        : { ...(tree as object), [key]: change((tree as Record<string, unknown>)[key], rest) };
    return {
      ...words,
      pages: words.pages.map((entry) =>
        entry.id === id ? { ...entry, data: change(entry.data, path) as typeof entry.data } : entry,
      ),
    };
  }

  it("fails on an argument it does not declare, naming the file and key", () => {
    const problems = problemsIn(
      withMessage("en/contact", ["form", "counter", "remaining"], "You have {cont} characters remaining"),
    );
    expect(problems).toContain(
      'src/content/en/contact.yaml, form.counter.remaining: "{cont}" names no fact nor an argument of this message ({count})',
    );
  });

  it("fails on a translation that names other arguments than English", () => {
    const problems = problemsIn(
      withMessage("fil/plans", ["finder", "answer", "openCard"], "Basahin ang tungkol sa {plan}"),
    );
    expect(problems).toContainEqual(
      expect.stringContaining('src/content/fil/plans.yaml, finder.answer.openCard: "{plan}" names no fact'),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/fil\/plans\.yaml: names .* plan .*; src\/content\/en\/plans\.yaml names/,
      ),
    );
  });

  it("fails on an argument where only facts may go, and on a number typed in", () => {
    const problems = problemsIn(withMessage("en/contact", ["form", "submit"], "Send {count} message"));
    expect(problems).toContainEqual(
      expect.stringContaining('src/content/en/contact.yaml, form.submit: "{count}" names no fact'),
    );
    const typed = problemsIn(
      withMessage("en/contact", ["form", "counter", "over"], "You have {count} characters over 5000"),
    );
    expect(typed).toContainEqual(
      expect.stringContaining('form.counter.over: "5000" is typed into the words'),
    );
  });

  it("formats facts in at build and leaves the arguments, plurals and selections for later", () => {
    const facts = { maxAgenciesPerReport: 3, pointsPerAgency: 1, hotline: "911" };
    const template = templateOf(
      "{count, plural, =0 {none} one {# item} other {# items}} of {maxAgenciesPerReport}; {pointsPerAgency, plural, one {# point} other {# points}}{kind, select, a {!} other {.}} <capital>call {hotline}</capital>",
      facts,
      ["count", "kind"],
      "en",
      "where",
    );
    expect(template).toEqual([
      {
        arg: "count",
        options: { "=0": ["none"], one: [{ arg: "count" }, " item"], other: [{ arg: "count" }, " items"] },
      },
      " of 3; 1 point",
      { arg: "kind", options: { a: ["!"], other: ["."] } },
      " Call 911",
    ]);
    expect(formatTemplate(template, { count: 1, kind: "a" }, "en")).toBe("1 item of 3; 1 point! Call 911");
    expect(formatTemplate(template, { count: 4500, kind: "b" }, "en")).toBe(
      "4,500 items of 3; 1 point. Call 911",
    );
    expect(formatTemplate(template, { count: 0, kind: "b" }, "en")).toBe("none of 3; 1 point. Call 911");
    // Filipino's plural rules put 2 in "one": the words use =1 where English uses one.
    expect(
      formatTemplate(
        templateOf("{n, plural, =1 {# point} other {# points}}", {}, ["n"], "fil", "w"),
        { n: 2 },
        "fil",
      ),
    ).toBe("2 points");
  });

  it("may not wrap an argument in a tag, which changes words at build", () => {
    expect(() => templateOf("<capital>{count} left</capital>", {}, ["count"], "en", "src/x.yaml, a")).toThrow(
      "src/x.yaml, a: <capital> wraps an argument known only later",
    );
  });
});
