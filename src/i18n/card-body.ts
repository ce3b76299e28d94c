/**
 * A card's text, `src/content/<lang>/<page>/<card>.md`, as its dialog shows it: a plugin of Sätteri,
 * Astro's Markdown pipeline, so that `render()` from astro:content gives the dialog's HTML. It formats
 * the facts in (ICU, in the file's language), draws a `::block` line as the facts' table or list,
 * gives the site's links the file's language, drops notes to editors (`<!-- … -->`) and refuses what
 * a card may not hold: bold, HTML, images, headings other than `##`, a link inside a sentence. It
 * writes no classes: how the text looks is styles.css's `.card-text` (Tailwind does not read i18n/).
 */
import { fileURLToPath } from "node:url";
import type { Heading, List, Paragraph, PhrasingContent, RootContent } from "mdast";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { defineMdastPlugin, markdownToHtml, markdownToMdast, type MdastPluginEntry } from "satteri";
import { DataTable } from "~/components/ui/data-table";
import { langs, type Lang } from "~/content/langs";
import { pages, type PageId } from "~/content/pages";
import type { ContentBlock } from "~/content/types";
import { cardQueryFor } from "~/site/card-query";
import { linkIn, linkTo } from "~/site/links";
import { cardUsing, partsOf, type Words } from "./entries";
import { wordsIn } from "./format-words";
import { factsIn } from "./facts";
import { WordsError } from "./messages";

/** Sätteri's Markdown as the cards are written: directives for `::block`, no smart quotes, no GFM. */
export const CARD_FEATURES = { directive: true, smartPunctuation: false, gfm: false } as const;

/** "src/content/fil/faqs/faq-2.md" → "fil/faqs/faq-2"; undefined for a file that is no card. */
function cardEntryIdOf(fileURL: URL | undefined): string | undefined {
  if (!fileURL) return undefined;
  const match = /\/src\/content\/([^/]+)\/([^/]+)\/([^/]+)\.md$/.exec(
    fileURLToPath(fileURL).split("\\").join("/"),
  );
  if (!match || !(langs as readonly string[]).includes(match[1]!)) return undefined;
  return `${match[1]}/${match[2]}/${match[3]}`;
}

/** The page at a registry path ("/faqs"), if any. */
const pageIdAt = (path: string) => (Object.keys(pages) as PageId[]).find((id) => pages[id].path === path);

/** A run of words as the reader sees them: the Markdown's line breaks are spaces. */
const plain = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

const text = (value: string): PhrasingContent => ({ type: "text", value });

/** What a reading of a card's text does: rendering() for the dialog, readCardText() for the checks. */
type Reading = {
  /** A message of the text, `where` its file and line: formatted for the page, or noted for the checks. */
  say: (message: string, where: string) => string;
  /** The nodes a `::name` line stands for; undefined where no block has the name. */
  block: (name: string) => RootContent[] | undefined;
  link: (page: PageId, card: string | undefined, fail: (message: string) => never) => void;
};

/** The Markdown of one card file, read node by node into the dialog's nodes. */
function cardNodes(id: string, reading: Reading) {
  const { lang, rest } = partsOf(id) as { lang: Lang; rest: string };
  const [page = ""] = rest.split("/");
  const where = `src/content/${id}.md`;
  const format = reading.say;
  const lineOf = (node: { position?: { start: { line: number } } | undefined }) =>
    `line ${node.position?.start.line ?? "?"}`;
  const fail = (node: { position?: { start: { line: number } } | undefined }, message: string): never => {
    throw new WordsError(`${where}, ${lineOf(node)}: ${message}`);
  };

  /** A phrase's words as one message, formatted: plain text, and a message's own tags (<capital>). */
  const phrase = (children: readonly PhrasingContent[], node: { position?: unknown }, key = "") => {
    const message = children
      .map((child) => {
        if (child.type === "text") return child.value;
        if (child.type === "html" && /^<\/?[a-z]+>$/.test(child.value)) return child.value;
        if (child.type === "link")
          return fail(
            child,
            "a link stands on a line of its own, or ends a sentence when it leads off the site",
          );
        if ((child.type as string) === "textDirective")
          return fail(
            child,
            `":${(child as { name?: string }).name}" reads as a directive; put a space after the colon`,
          );
        return fail(child, `${child.type} is not allowed in the words; write plain text`);
      })
      .join("");
    return format(plain(message), `${where}, ${lineOf(node as never)}${key}`);
  };

  const paragraph = (node: Paragraph): RootContent[] => {
    const last = node.children.at(-1);
    if (last?.type !== "link") {
      const said = phrase(node.children, node);
      return said ? [{ type: "paragraph", children: [text(said)] }] : [];
    }
    const linkText = phrase(last.children, node, ", link");
    const lead = plain(
      node.children
        .slice(0, -1)
        .map((child) => ("value" in child ? child.value : ""))
        .join(""),
    );
    if (/^(https?:|mailto:)/.test(last.url)) {
      if (!lead) fail(node, "a link off the site ends a sentence; write the words before it");
      return [
        {
          type: "paragraph",
          children: [
            text(`${phrase(node.children.slice(0, -1), node)} `),
            { type: "link", url: last.url, children: [text(linkText)] },
          ],
        },
      ];
    }
    if (lead) fail(node, "a link to a page of the site stands on a line of its own");
    const [path = "", card] = last.url.split("#");
    const target = pageIdAt(path) ?? fail(node, `"${last.url}" is no page of the site`);
    reading.link(target, card, (message) => fail(node, message));
    const href = linkIn(linkTo(target, card ? cardQueryFor(card) : undefined), lang);
    // Where the link names the page the card is on, it is the current page's (SiteLink's rule).
    const isCurrent = !card && target === pageIdAt(`/${page}`);
    return [
      {
        type: "paragraph",
        children: [
          {
            type: "link",
            url: href,
            ...(isCurrent && { data: { hProperties: { ariaCurrent: "page" } } }),
            children: [text(linkText)],
          },
        ],
      },
    ];
  };

  const heading = (node: Heading): RootContent[] => {
    if (node.depth !== 2) fail(node, 'a heading inside a text is "## ", one level only');
    // The dialog's title is its h2, so the text's headings are h3.
    return [{ type: "heading", depth: 3, children: [text(phrase(node.children, node))] }];
  };

  const list = (node: List): RootContent[] => [
    listOf(
      node.children.map((item) => {
        const [first, ...others] = item.children;
        if (first?.type !== "paragraph" || others.length) fail(item, "a list item is one line of words");
        return phrase((first as Paragraph).children, item);
      }),
      Boolean(node.ordered),
    ),
  ];

  const named = (node: RootContent & { name: string }): RootContent[] =>
    reading.block(node.name) ?? fail(node, `"::${node.name}" names no block`);

  return (node: RootContent): RootContent[] => {
    switch (node.type) {
      case "paragraph":
        return paragraph(node);
      case "heading":
        return heading(node);
      case "list":
        return list(node);
      case "html":
        // A note to whoever edits the words, which no visitor sees.
        return /^<!--[\s\S]*-->$/.test(node.value.trim())
          ? []
          : fail(node, "html is not allowed in the words");
      default:
        if ((node.type as string) === "leafDirective") return named(node as RootContent & { name: string });
        return fail(node, `${node.type} is not allowed in the words`);
    }
  };
}

/** A named block of the facts as the dialog draws it: its lists as lists, its tables as the site's table. */
function blockNodes(blocks: readonly ContentBlock[]): RootContent[] {
  return blocks.map((block): RootContent => {
    if (block.type === "list") return listOf(block.items, Boolean(block.ordered));
    if (block.type === "paragraph") return { type: "paragraph", children: [text(block.text)] };
    // Read row by row, so on a phone it stacks rather than scroll inside the dialog.
    if (block.type === "table")
      return {
        type: "html",
        value: renderToStaticMarkup(createElement(DataTable, { ...block, stack: true })),
      };
    throw new WordsError(`a block of the facts holds a ${block.type}, which no block may`);
  });
}

/** Reading a card's text to render it: its facts formatted in, its blocks drawn, its links checked. */
function rendering(words: Words, id: string): Reading {
  const { lang } = partsOf(id) as { lang: Lang };
  const blocks = factsIn(words, lang).blocks;
  return {
    say: wordsIn(words, lang, cardUsing({ id, data: {} })),
    block: (name) => (blocks[name] ? blockNodes(blocks[name]) : undefined),
    link: (page, card, fail) => {
      if (card && !words.cards.some((entry) => partsOf(entry.id).rest === `${page}/${card}`))
        fail(`"${pages[page].path}#${card}" names no card of that page`);
    },
  };
}

/**
 * A card text's messages by line (as written), blocks and links, for word-checks.ts to compare the
 * languages, and each message formatted with `format` where given, its mistakes collected. Parsed by
 * Sätteri with the build's features and walked by the plugin's own reader (cardNodes), so a text the
 * checks pass is one the build renders. A text the reader refuses throws, naming file and line.
 */
export function readCardText(
  id: string,
  markdown: string,
  format?: (message: string, where: string) => string,
) {
  const messages: [key: string, message: string][] = [];
  const blocks: string[] = [];
  const links: { page: PageId; card?: string }[] = [];
  const problems: string[] = [];
  const nodesOf = cardNodes(id, {
    say: (message, where) => {
      messages.push([where.replace(/^[^,]*, /, ""), message]);
      try {
        format?.(message, where);
      } catch (error) {
        problems.push((error as Error).message);
      }
      return message;
    },
    block: (name) => {
      blocks.push(name);
      return [];
    },
    link: (page, card) => void links.push(card ? { page, card } : { page }),
  });
  // Sätteri's own parser, with the features Astro's config gives it: the tree the plugin walks.
  const tree = markdownToMdast(markdown, { features: CARD_FEATURES }) as unknown as {
    children: RootContent[];
  };
  for (const node of tree.children) nodesOf(node);
  return { messages, blocks, links, problems };
}

function listOf(items: readonly string[], ordered: boolean): List {
  return {
    type: "list",
    ordered,
    spread: false,
    children: items.map((item) => ({
      type: "listItem",
      spread: false,
      children: [{ type: "paragraph", children: [text(item)] }],
    })),
  };
}

/**
 * The plugin, for Astro's config (`markdown.processor`) and the tests: it acts on card files only, with
 * the words it is given (the site's, read from disk once per build).
 */
export function cardBody(words: () => Words): MdastPluginEntry {
  return (context) => {
    const id = cardEntryIdOf(context.fileURL);
    if (!id) return null;
    return defineMdastPlugin({
      name: "brisk-card-body",
      options: { position: true },
      before(root, ctx) {
        const nodesOf = cardNodes(id, rendering(words(), id));
        for (const node of [...root.children]) ctx.replaceNode(node, nodesOf(node as RootContent) as never);
      },
    });
  };
}

/** For the tests: entry `id` ("fil/faqs/faq-2") rendered as the build does, `markdown` replacing its own. */
export async function renderCardText(words: Words, id: string, markdown?: string): Promise<string> {
  const body = markdown ?? words.cards.find((entry) => entry.id === id)?.body ?? "";
  const { html } = await markdownToHtml(body, {
    mdastPlugins: [cardBody(() => words)],
    features: CARD_FEATURES,
    fileURL: new URL(`file:///src/content/${id}.md`),
  });
  return html;
}
