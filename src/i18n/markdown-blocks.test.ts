import { blocksOf, type BlockContext } from "./markdown-blocks";

const context: BlockContext = {
  where: "src/content/en/faqs/faq-9.md",
  words: (message) => message.replace("{days}", "30 days"),
  namedBlock: (name) => (name === "refund-table" ? [{ type: "paragraph", text: "(the table)" }] : undefined),
  pageAt: (path) => (({ "/plans": "plans", "/faqs": "faqs" }) as const)[path],
};

describe("blocksOf", () => {
  it("reads paragraphs, headings, lists, named blocks and links into the dialog's blocks", () => {
    const markdown = [
      "<!-- A note for whoever edits the words. -->",
      "",
      "Points last {days}.",
      "",
      "Lines a writer wraps",
      "join into one.",
      "",
      "## What to do",
      "",
      "1. Choose a plan.",
      "2. Pay for it.",
      "",
      "- one",
      "- two",
      "",
      "::refund-table",
      "",
      "[See plans](/plans)",
      "",
      "[Read about refunds](/faqs#faq-15)",
      "",
      "Write to us at [privacy@example.com](mailto:privacy@example.com)",
    ].join("\n");
    expect(blocksOf(markdown, context)).toEqual({
      blocks: [
        { type: "paragraph", text: "Points last 30 days." },
        { type: "paragraph", text: "Lines a writer wraps join into one." },
        { type: "heading", text: "What to do" },
        { type: "list", items: ["Choose a plan.", "Pay for it."], ordered: true },
        { type: "list", items: ["one", "two"] },
        { type: "paragraph", text: "(the table)" },
        { type: "link", text: "See plans", page: "plans" },
        { type: "link", text: "Read about refunds", page: "faqs", card: "faq-15" },
        {
          type: "external",
          lead: "Write to us at",
          text: "privacy@example.com",
          href: "mailto:privacy@example.com",
        },
      ],
      links: [{ page: "plans" }, { page: "faqs", card: "faq-15" }],
    });
  });

  it("keeps a message's own tags for the message to read", () => {
    expect(blocksOf("<capital>{roles}</capital> may buy it.", context).blocks).toEqual([
      { type: "paragraph", text: "<capital>{roles}</capital> may buy it." },
    ]);
  });

  it.each([
    ["Pay **once**.", "line 1: strong is not allowed in the words; write plain text"],
    ["### Too deep", 'line 1: a heading inside a text is "## ", one level only'],
    ["::no-such-block", 'line 1: "::no-such-block" names no block'],
    ["[Nowhere](/nowhere)", 'line 1: "/nowhere" is no page of the site'],
    [
      "See [plans](/plans) now",
      "line 1: a link stands on a line of its own, or ends a sentence when it leads off the site",
    ],
    ["See [plans](/plans)", "line 1: a link to a page of the site stands on a line of its own"],
    ["Say it:now", 'line 1: ":now" reads as a directive; put a space after the colon'],
    ['<b class="x">bold</b>', "line 1: html is not allowed in the words"],
  ])("names the file and line of %j", (markdown, problem) => {
    expect(() => blocksOf(markdown, context)).toThrow(`src/content/en/faqs/faq-9.md, ${problem}`);
  });
});
