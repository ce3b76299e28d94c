import { describe, expect, it } from "vitest";
import { differences, wordsOf } from "./compare-words.mjs";

/** @param {string} body @param {string} [head] */
const page = (body, head = "<title>Plans | Brisk</title>") =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe("wordsOf", () => {
  it("reads a page's words as a reader meets them: a line per block, inline words joined", () => {
    const html = page(
      `<main><h1>Plans</h1><p>Pay <strong>once</strong>, use it   for a year.</p>
       <img src="/a.png" alt="A map"><button aria-label="Close dialog">×</button>
       <dialog><p>Hidden until opened, still words</p></dialog>
       <a href="/fil/plans">Filipino</a><script>var english = "not words";</script></main>`,
      `<title>Plans | Brisk</title><meta name="description" content="Every plan.">`,
    );
    expect(wordsOf(html)).toEqual([
      "[title] Plans | Brisk",
      "[description] Every plan.",
      "Plans",
      "Pay once, use it for a year.",
      "[alt] A map",
      "[aria-label] Close dialog",
      "×",
      "Hidden until opened, still words",
      "[href] /fil/plans",
      "Filipino",
    ]);
  });

  it("reads JSON-LD as data, so a change of spacing is no change of words", () => {
    const spaced = page(`<script type="application/ld+json">{ "name": "Brisk" }</script>`);
    expect(wordsOf(spaced)).toContain('[ld+json] {"name":"Brisk"}');
  });
});

describe("differences", () => {
  it("names the page, the line and the words before and after", () => {
    const before = { "plans/index.html": ["Plans", "Pay once"], "index.html": ["Brisk"] };
    const after = { "plans/index.html": ["Plans", "Pay twice"], "index.html": ["Brisk"] };
    expect(differences(before, after)).toEqual([
      "plans/index.html: line 2 of 2 before, 2 after\n  before: Pay once\n  after:  Pay twice",
    ]);
  });

  it("finds a page one build lacks and a page cut short", () => {
    expect(differences({ "a.html": ["One", "Two"] }, { "a.html": ["One"], "b.html": ["New"] })).toEqual([
      "a.html: line 2 of 2 before, 1 after\n  before: Two\n  after:  ",
      "b.html: only after",
    ]);
  });

  it("finds nothing between a build and itself", () => {
    const words = { "index.html": ["Brisk", "[href] /plans"] };
    expect(differences(words, structuredClone(words))).toEqual([]);
  });
});
