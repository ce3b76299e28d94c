/**
 * The words' checks, run at build (words.ts) and in the unit tests. Words are read as the pages read
 * them (format-words.ts, cards.ts), so a word that would fail a page fails here first, naming its file and key.
 */
import { TYPE } from "@formatjs/icu-messageformat-parser";
import { cardStructure } from "~/content/card-structure";
import { defaultLang, langInfo, langs, type Lang } from "~/content/langs";
import { pages, type PageId } from "~/content/pages";
import { partsOf, fileOf, messagesIn, listBlockName, type WordEntry, type Words } from "./entries";
import { wordsIn, templateIn, laterOf, formattedIn, shapeOf } from "./format-words";
import { cardUsing } from "./cards";
import { factsIn } from "./facts";
import { phrasingMessage } from "./phrasing";
import { readCardText } from "./card-body";
import { elementsOf, placeholdersOf, syntaxOf } from "./messages";
import { sharedWords, type MessageTree } from "~/content/word-schemas";

/** Every key path of an entry's words, sorted: what each language's twin must have too. */
const keysOf = (data: unknown) =>
  messagesIn(data as MessageTree)
    .map(([key]) => key)
    .sort()
    .join(", ");

/** An entry's messages by key (a Markdown body's by line), the blocks it places and its links; read once. */
function contentsOf(entry: WordEntry<Record<string, unknown>>) {
  let found = contents.get(entry);
  if (!found) {
    found = readContents(entry);
    contents.set(entry, found);
  }
  return found;
}

const contents = new WeakMap<object, ReturnType<typeof readContents>>();

function readContents(entry: WordEntry<Record<string, unknown>>) {
  const blocks: string[] = [];
  const messages = messagesIn(entry.data as MessageTree).filter(([, message]) => {
    const name = listBlockName(message);
    if (name) blocks.push(name);
    return !name;
  });
  // A card's text (its Markdown), read as Astro's pipeline reads it (card-body.ts).
  const text = entry.body === undefined ? undefined : readCardText(entry.id, entry.body);
  messages.push(...(text?.messages ?? []));
  blocks.push(...(text?.blocks ?? []));
  const links = text?.links ?? [];
  return { messages, blocks, links };
}

/** The facts, blocks and links an entry names, sorted; none for words that do not read (reported apart). */
function namesOf(entry: WordEntry<Record<string, unknown>>): string[] {
  try {
    return namesIn(entry);
  } catch {
    return [];
  }
}

function namesIn(entry: WordEntry<Record<string, unknown>>): string[] {
  const { messages, blocks, links } = contentsOf(entry);
  const facts = messages.flatMap(([key, message]) => placeholdersOf(message, `${fileOf(entry)}, ${key}`));
  return [
    ...new Set([
      ...facts,
      ...blocks.map((block) => `::${block}`),
      ...links.map((link) => `${pages[link.page].path}${link.card ? `#${link.card}` : ""}`),
    ]),
  ].sort();
}

/**
 * The values a translated YAML message leaves out that its English names, key by key: "{items}" of
 * `lists.and`. A translation may name more (a selection of its own), never fewer.
 */
function droppedNames(
  entry: WordEntry<Record<string, unknown>>,
  english: WordEntry<Record<string, unknown>>,
) {
  const where = fileOf(entry);
  const translated = new Map(contentsOf(entry).messages);
  return contentsOf(english).messages.flatMap(([key, message]) => {
    const own = translated.get(key);
    if (own === undefined) return [];
    const names = new Set(placeholdersOf(own, `${where}, ${key}`));
    const dropped = placeholdersOf(message, `${fileOf(english)}, ${key}`).filter((name) => !names.has(name));
    return dropped.length
      ? [
          `${where}, ${key}: leaves out ${dropped.map((name) => `{${name}}`).join(", ")}, which ${fileOf(english)} names`,
        ]
      : [];
  });
}

/**
 * Every mistake in the words, each naming file and key: an entry or key one language lacks, a translation
 * naming other facts, blocks or links than English, an unknown fact, a number typed into the words, a link
 * to no card, a fact no words use.
 */
export function problemsIn(words: Words): string[] {
  const problems: string[] = [];
  const all = [...words.cards, ...words.pages, ...words.shared] as WordEntry<Record<string, unknown>>[];
  // Every language is compared with the default one, English, whose words the others translate.
  const first = defaultLang;
  const byId = new Map(all.map((entry) => [entry.id, entry]));

  // Each YAML file held to its shape, once. A language whose facts' own words (phrasing.yaml,
  // page-names.yaml) are misshapen makes no facts: its other words are not formatted.
  const misshapen = new Set<string>();
  for (const entry of [...words.pages, ...words.shared]) {
    const { rest: name } = partsOf(entry.id);
    const result = shapeOf(entry)?.safeParse(entry.data);
    if (!result)
      problems.push(
        `${fileOf(entry)}: no page or shared words are named "${name}" (src/content/pages.ts, src/content/word-schemas.ts)`,
      );
    else if (!result.success) {
      misshapen.add(entry.id);
      for (const issue of result.error.issues) {
        const at = [fileOf(entry), ...(issue.path.length ? [issue.path.join(".")] : [])].join(", ");
        problems.push(
          issue.code === "unrecognized_keys"
            ? `${at}: ${issue.keys.map((key) => `"${key}"`).join(", ")} is not a key of these words; declare it in ${name in sharedWords ? "src/content/word-schemas.ts" : "src/content/page-words.ts"}`
            : `${at}: ${issue.message}`,
        );
      }
    }
  }

  // The languages whose facts can be made: a mistake in their making is named once, here.
  const sound = new Set<Lang>();
  for (const lang of langs)
    try {
      if (misshapen.has(`${lang}/phrasing`) || misshapen.has(`${lang}/page-names`)) continue;
      factsIn(words, lang);
      sound.add(lang);
    } catch (error) {
      problems.push(...(error as Error).message.split("\n"));
    }

  for (const entry of all) {
    const { lang, rest } = partsOf(entry.id);
    const where = fileOf(entry);
    if (!lang) {
      problems.push(`${where}: "${entry.id.split("/")[0]}" is no language of the site (${langs.join(", ")})`);
      continue;
    }
    for (const other of langs) {
      const twin = byId.get(`${other}/${rest}`);
      if (!twin) {
        problems.push(`${where}: src/content/${other}/${rest} is missing; every language has every entry`);
        continue;
      }
      if (lang === other || other !== first) continue;
      const keys = keysOf(entry.data);
      const twinKeys = keysOf(twin.data);
      if (keys !== twinKeys) problems.push(`${where}: has the keys ${keys}; ${fileOf(twin)} has ${twinKeys}`);
      const names = namesOf(entry).join(" ");
      const twinNames = namesOf(twin).join(" ");
      if (names !== twinNames)
        problems.push(
          `${where}: names ${names || "nothing"}; ${fileOf(twin)} names ${twinNames || "nothing"}`,
        );
      // A YAML message leaving out its English's value would lose it from the page. A card's body
      // is read by line, which a translation may reorder, so its names are compared whole, above.
      if (entry.body === undefined) problems.push(...droppedNames(entry, twin));
    }
    let messages: [string, string][] = [];
    try {
      messages = contentsOf(entry).messages;
    } catch (error) {
      problems.push((error as Error).message);
    }
    const later = laterOf(entry);
    // Made once per entry, at its first message, inside the check: facts that fail to read are a problem too.
    let format: ((message: string, where: string) => string) | undefined;
    let template: ReturnType<typeof templateIn> | undefined;
    for (const [key, message] of messages) {
      try {
        // The words outside the placeholders: where a typed number would be.
        const literals = [...elementsOf(syntaxOf(message, `${where}, ${key}`))].map((element) =>
          element.type === TYPE.literal ? element.value : "",
        );
        const typed = literals.join("").match(/\d+/g);
        if (typed)
          problems.push(
            `${where}, ${key}: "${typed.join('", "')}" is typed into the words; name the fact instead`,
          );
        // An argument (withArguments) may not hide a fact of the same name.
        const names = later(key);
        // The phrasing's messages take its values, not facts: checked as it reads them.
        if (rest === "phrasing") phrasingMessage(message, names, langInfo[lang].code, `${where}, ${key}`);
        if (!sound.has(lang) || rest === "phrasing") continue;
        const facts = factsIn(words, lang).facts;
        for (const name of names ?? [])
          if (name in facts)
            problems.push(
              `${where}, ${key}: the argument "${name}" is a fact's name; name it otherwise in its shape`,
            );
        if (names) (template ??= templateIn(words, lang))(message, names, `${where}, ${key}`);
        else (format ??= wordsIn(words, lang, cardUsing(entry)))(message, `${where}, ${key}`);
      } catch (error) {
        problems.push(
          (error as Error).message.startsWith(where)
            ? (error as Error).message
            : `${where}, ${key}: ${(error as Error).message}`,
        );
      }
    }
  }

  // Each YAML file formatted as a page would format it.
  for (const entry of [...words.pages, ...words.shared]) {
    const { lang, rest: name } = partsOf(entry.id);
    const { description } = entry.data;
    if (pages[name as PageId]?.inSitemap && typeof description === "string" && description.length < 70)
      problems.push(
        `${fileOf(entry)}, description: ${description.length} characters; a page in search results has 70 to 160`,
      );
    if (lang && sound.has(lang) && name !== "phrasing" && !misshapen.has(entry.id))
      try {
        formattedIn(words, entry, lang);
      } catch (error) {
        problems.push((error as Error).message);
      }
  }

  // Each card's links and blocks, as its contents were read above (not formatted again).
  const links: { page: PageId; card?: string; from: string }[] = [];
  for (const entry of words.cards) {
    const { lang } = partsOf(entry.id);
    if (!lang) continue;
    try {
      const found = contentsOf(entry);
      for (const block of found.blocks)
        if (sound.has(lang) && !(block in factsIn(words, lang).blocks))
          problems.push(`${fileOf(entry)}: "::${block}" names no block`);
      links.push(...found.links.map((link) => ({ ...link, from: fileOf(entry) })));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  for (const link of links) {
    if (!link.card) continue;
    const isCardPage = link.page in cardStructure;
    const exists = words.cards.some((entry) => partsOf(entry.id).rest === `${link.page}/${link.card}`);
    if (isCardPage && !exists)
      problems.push(
        `${link.from}: links to the card "${link.card}" of ${pages[link.page].path}, which has no such card`,
      );
  }

  if (!sound.has(first)) return [...new Set(problems)];
  const named = new Set(all.flatMap((entry) => namesOf(entry)));
  for (const fact of Object.keys(factsIn(words, first).facts))
    if (!named.has(fact)) problems.push(`src/i18n/facts.ts: no words name the fact "${fact}"; remove it`);
  for (const block of Object.keys(factsIn(words, first).blocks))
    if (!named.has(`::${block}`))
      problems.push(`src/i18n/facts.ts: no words place the block "::${block}"; remove it`);

  return [...new Set(problems)];
}

/**
 * The words' mistakes as the build reports them, for whoever edits the words (docs/editing.md, "When
 * a check fails"): how to read a line, then the lines by language, each language named in words.
 */
export function reportOf(problems: readonly string[]): string {
  const languageOf = (problem: string) => langs.find((lang) => problem.startsWith(`src/content/${lang}/`));
  const groups = [...langs, undefined]
    .map((lang) => ({ lang, lines: problems.filter((problem) => languageOf(problem) === lang) }))
    .filter(({ lines }) => lines.length > 0);
  return [
    `The words have ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}.`,
    "Each line names the file (its folder is its language), the key, and what is wrong.",
    "In the editor at /admin/, a key such as footer.follow is the field Follow under Footer.",
    'docs/editing.md, "When a check fails", says what to do.',
    ...groups.flatMap(({ lang, lines }) => [
      lang ? `${langInfo[lang].name}:` : "Not in one language (for a developer):",
      ...lines.map((line) => `  ${line}`),
    ]),
  ].join("\n");
}
