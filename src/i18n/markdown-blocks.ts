/**
 * A card's dialog text, written in Markdown by whoever edits the words, read into the blocks the
 * site renders (content/types.ts): paragraphs, `## headings`, lists, links to a page (`/plans`) or to
 * a card's dialog on it (`/agencies#location-sharing`), a sentence that ends in a link off the site,
 * and, on a line of its own, a block built from the facts (`::refund-table`), and notes to the editor
 * (`<!-- … -->`), which no visitor sees. Nothing else: no bold,
 * no HTML, so every dialog looks alike and a stray character cannot change the page.
 */
import type { Heading, List, ListItem, Paragraph, PhrasingContent, RootContent } from "mdast";
import { directiveFromMarkdown, type LeafDirective } from "mdast-util-directive";
import { fromMarkdown } from "mdast-util-from-markdown";
import { directive } from "micromark-extension-directive";
import type { ContentBlock } from "~/content/types";
import type { PageId } from "~/content/pages";
import { WordsError } from "./messages";

/** What reading a text needs from the rest of the site. */
export type BlockContext = {
  /** Where the text is, for errors: its file. */
  where: string;
  /** A message in words (its facts put in); `key` says which part of the text it is. */
  words: (message: string, key: string) => string;
  /** The blocks a `::name` line stands for, or undefined when there is no such block. */
  namedBlock: (name: string) => readonly ContentBlock[] | undefined;
  /** The page at a path of the site ("/plans"), or undefined when no page has it. */
  pageAt: (path: string) => PageId | undefined;
};

/** A link from the text to a page of the site, or to a card on it; card ids are checked later. */
export type CardLink = { page: PageId; card?: string };

const lineOf = (node: { position?: { start: { line: number } } }) =>
  `line ${node.position?.start.line ?? "?"}`;

/** A run of words as the reader sees them: the Markdown's line breaks are spaces. */
const plain = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

/** A phrase's words, or a clear error for anything but plain text (bold, code, HTML, images). */
function textOf(children: readonly PhrasingContent[], context: BlockContext, line: string): string {
  return children
    .map((child) => {
      if (child.type === "text") return child.value;
      // A message's own tag, such as <capital>…</capital> (messages.ts), which Markdown reads as HTML.
      if (child.type === "html" && /^<\/?[a-z]+>$/.test(child.value)) return child.value;
      if (child.type === "link")
        throw new WordsError(
          `${context.where}, ${line}: a link stands on a line of its own, or ends a sentence when it leads off the site`,
        );
      if (child.type === "textDirective")
        throw new WordsError(
          `${context.where}, ${line}: ":${child.name}" reads as a directive; put a space after the colon`,
        );
      throw new WordsError(
        `${context.where}, ${line}: ${child.type} is not allowed in the words; write plain text`,
      );
    })
    .join("");
}

/** The blocks of one Markdown paragraph: words, a link on its own, or words that end in a link off the site. */
function paragraphBlocks(node: Paragraph, context: BlockContext, links: CardLink[]): ContentBlock[] {
  const line = lineOf(node);
  const last = node.children.at(-1);
  if (last?.type !== "link")
    return [{ type: "paragraph", text: context.words(plain(textOf(node.children, context, line)), line) }];
  const text = context.words(plain(textOf(last.children, context, line)), `${line}, link`);
  const lead = plain(textOf(node.children.slice(0, -1), context, line));
  if (/^(https?:|mailto:)/.test(last.url)) {
    if (!lead)
      throw new WordsError(
        `${context.where}, ${line}: a link off the site ends a sentence; write the words before it`,
      );
    return [{ type: "external", lead: context.words(lead, line), text, href: last.url }];
  }
  if (lead)
    throw new WordsError(
      `${context.where}, ${line}: a link to a page of the site stands on a line of its own`,
    );
  const [path = "", card] = last.url.split("#");
  const page = context.pageAt(path);
  if (!page) throw new WordsError(`${context.where}, ${line}: "${last.url}" is no page of the site`);
  links.push(card ? { page, card } : { page });
  return [card ? { type: "link", text, page, card } : { type: "link", text, page }];
}

function listBlock(node: List, context: BlockContext): ContentBlock {
  const items = node.children.map((item: ListItem) => {
    const [paragraph, ...rest] = item.children;
    if (paragraph?.type !== "paragraph" || rest.length)
      throw new WordsError(`${context.where}, ${lineOf(item)}: a list item is one line of words`);
    return context.words(plain(textOf(paragraph.children, context, lineOf(item))), lineOf(item));
  });
  return node.ordered ? { type: "list", items, ordered: true } : { type: "list", items };
}

function headingBlock(node: Heading, context: BlockContext): ContentBlock {
  if (node.depth !== 2)
    throw new WordsError(
      `${context.where}, ${lineOf(node)}: a heading inside a text is "## ", one level only`,
    );
  return {
    type: "heading",
    text: context.words(plain(textOf(node.children, context, lineOf(node))), lineOf(node)),
  };
}

function namedBlocks(node: LeafDirective, context: BlockContext): readonly ContentBlock[] {
  const blocks = context.namedBlock(node.name);
  if (!blocks) throw new WordsError(`${context.where}, ${lineOf(node)}: "::${node.name}" names no block`);
  return blocks;
}

function blocksOfNode(node: RootContent, context: BlockContext, links: CardLink[]): readonly ContentBlock[] {
  switch (node.type) {
    case "paragraph":
      return paragraphBlocks(node, context, links);
    case "heading":
      return [headingBlock(node, context)];
    case "list":
      return [listBlock(node, context)];
    case "leafDirective":
      return namedBlocks(node, context);
    case "html":
      // A note to whoever edits the words, which no visitor sees.
      if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return [];
      throw new WordsError(`${context.where}, ${lineOf(node)}: html is not allowed in the words`);
    default:
      throw new WordsError(`${context.where}, ${lineOf(node)}: ${node.type} is not allowed in the words`);
  }
}

/**
 * The blocks of a Markdown text, with its words formatted, and the links it makes to pages and cards
 * (for the check that each names a card of its page).
 */
export function blocksOf(
  markdown: string,
  context: BlockContext,
): { blocks: ContentBlock[]; links: CardLink[] } {
  const tree = fromMarkdown(markdown, {
    extensions: [directive()],
    mdastExtensions: [directiveFromMarkdown()],
  });
  const links: CardLink[] = [];
  const blocks = tree.children.flatMap((node) => blocksOfNode(node, context, links));
  return { blocks, links };
}
