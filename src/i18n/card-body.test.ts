// @vitest-environment node
import { readWords } from "./read-words";
import { renderCardText } from "./card-body";

const words = readWords();

/** A card's Markdown as Astro renders it, as if it were the file `id` ("fil/faqs/faq-1"). */
const render = (id: string, markdown: string) => renderCardText(words, id, markdown);

describe("a card's text, as Astro's Markdown renders it", () => {
  it("puts the facts in, in the file's language, and draws headings as h3", async () => {
    const html = await render("fil/faqs/faq-1", "Hanggang {maxAgenciesPerReport} ahensya.\n\n## Pamagat");
    expect(html).toContain("<p>Hanggang 3 ahensya.</p>");
    expect(html).toContain("<h3>Pamagat</h3>");
  });

  // Their looks are styles.css's `.card-text`: Tailwind does not read i18n/, so a class here would have no CSS.
  it("writes no classes on headings, lists and links", async () => {
    const html = await render(
      "en/faqs/faq-1",
      "## A heading\n\n- one\n- two\n\n1. first\n2. second\n\n[See plans](/plans)\n\nWrite to [us](mailto:a@example.org)",
    );
    expect(html).toMatch(/<h3>A heading<\/h3>[\s\S]*<ul>[\s\S]*<ol>[\s\S]*<a href="\/plans">/);
    expect(html).not.toContain("class=");
  });

  it("marks a link to the card's own page as the current page's", async () => {
    expect(await render("en/faqs/faq-1", "[All FAQs](/faqs)")).toContain(
      '<a href="/faqs" aria-current="page">',
    );
  });

  it("draws a named block as its table, and a link to a card in the file's language", async () => {
    const html = await render("fil/faqs/faq-1", "::refund-table\n\n[Basahin](/agencies#location-sharing)");
    expect(html).toMatch(/^<div[^>]*role="region"[^>]*><table/);
    expect(html).toContain('href="/fil/agencies?modal=content&amp;card=location-sharing"');
  });

  it("drops the notes to the editor, and refuses bold, HTML and a link inside a sentence, naming file and line", async () => {
    expect(await render("en/faqs/faq-1", "<!-- a note -->\n\nWords.")).toBe("<p>Words.</p>\n");
    await expect(render("en/faqs/faq-1", "Some **bold** words.")).rejects.toThrow(
      "src/content/en/faqs/faq-1.md, line 1: strong is not allowed in the words; write plain text",
    );
    await expect(render("en/faqs/faq-1", "Words.\n\n<div>x</div>")).rejects.toThrow(
      "line 3: html is not allowed",
    );
    await expect(render("en/faqs/faq-1", "See [this](/plans) now.")).rejects.toThrow(
      "a link stands on a line of its own",
    );
    await expect(render("en/faqs/faq-1", "Words [this](/plans)")).rejects.toThrow(
      "a link to a page of the site stands on a line of its own",
    );
    await expect(render("en/faqs/faq-1", "[x](/plans#no-such-card)")).rejects.toThrow(
      '"/plans#no-such-card" names no card of that page',
    );
  });
});

describe("every card's text", () => {
  // Astro renders each through the plugin at build; here the unit tests find a mistake first.
  const texts = words.cards.filter((entry) => entry.body?.trim());
  it.each(texts.map((entry) => entry.id))("%s renders, its facts, blocks and links sound", async (id) => {
    expect(await renderCardText(words, id)).toMatch(/^<(p|h3|ul|ol|div)/);
  });
});
