/**
 * The words' checks, run at build (words.ts) and in the unit tests: named passes over every
 * language's words, each naming file and key. The formatting pass reads what the pages read, formatted
 * once (format-words.ts), and each card's text as the Markdown plugin reads it (card-body.ts), so a
 * word that would fail a page fails here first, and the check passes exactly what the build renders.
 */
import { TYPE } from "@formatjs/icu-messageformat-parser";
import { cardStructure } from "~/content/card-structure";
import { defaultLang, langInfo, langs, type Lang } from "~/content/langs";
import { pages, type PageId } from "~/content/pages";
import { sharedWords, type MessageTree } from "~/content/word-schemas";
import { readCardText } from "./card-body";
import {
  cardUsing,
  fileOf,
  listBlockName,
  messagesIn,
  oncePerLanguage,
  partsOf,
  type WordEntry,
  type Words,
} from "./entries";
import { factsIn } from "./facts";
import { formattingOf, laterOf, shapeOf, wordsIn } from "./format-words";
import { elementsOf, placeholdersOf, syntaxOf } from "./messages";
import { phrasingMessage } from "./phrasing";

type Entry = WordEntry<Record<string, unknown>>;

/** What an entry says: its messages by key (a card's text by line), the blocks it places, its links. */
type Reading = {
  messages: [key: string, message: string][];
  blocks: string[];
  links: { page: PageId; card?: string }[];
  /** Its card text's messages that fail to format, or the text the reader refuses. */
  problems: string[];
};

/**
 * Whether a language's facts can be made (facts.ts), and the mistakes that stop them: its phrasing
 * and page names must hold their shapes first, or the facts are not tried.
 */
const factsMade = oncePerLanguage((words, lang): { made: boolean; problems: string[] } => {
  const own = [...words.shared].filter((entry) =>
    [`${lang}/phrasing`, `${lang}/page-names`].includes(entry.id),
  );
  if (own.some((entry) => !shapeOf(entry)?.safeParse(entry.data).success))
    return { made: false, problems: [] };
  try {
    factsIn(words, lang);
    return { made: true, problems: [] };
  } catch (error) {
    return { made: false, problems: (error as Error).message.split("\n") };
  }
});

const readings = oncePerLanguage(() => new Map<string, Reading>());

/** An entry's reading, made once; a card's text is formatted as it is read where its facts are made. */
function readingOf(words: Words, entry: Entry): Reading {
  const { lang } = partsOf(entry.id);
  if (!lang) return read(words, entry, undefined);
  const known = readings(words, lang);
  if (!known.has(entry.id))
    known.set(entry.id, read(words, entry, factsMade(words, lang).made ? lang : undefined));
  return known.get(entry.id)!;
}

function read(words: Words, entry: Entry, formatIn: Lang | undefined): Reading {
  const blocks: string[] = [];
  const messages = messagesIn(entry.data as MessageTree).filter(([, message]) => {
    const name = listBlockName(message);
    if (name) blocks.push(name);
    return !name;
  });
  if (entry.body === undefined) return { messages, blocks, links: [], problems: [] };
  try {
    const format = formatIn && wordsIn(words, formatIn, cardUsing(entry));
    const text = readCardText(entry.id, entry.body, format);
    return {
      messages: [...messages, ...text.messages],
      blocks: [...blocks, ...text.blocks],
      links: text.links,
      problems: text.problems,
    };
  } catch (error) {
    return { messages, blocks, links: [], problems: [(error as Error).message] };
  }
}

/** The facts, blocks and links an entry names, sorted: what a translation must name too. */
function namesOf(words: Words, entry: Entry): string[] {
  const { messages, blocks, links } = readingOf(words, entry);
  const facts = messages.flatMap(([key, message]) => {
    try {
      return placeholdersOf(message, `${fileOf(entry)}, ${key}`);
    } catch {
      return []; // A message that does not read is the formatting pass's to name.
    }
  });
  const linked = links.map((link) => `${pages[link.page].path}${link.card ? `#${link.card}` : ""}`);
  return [...new Set([...facts, ...blocks.map((block) => `::${block}`), ...linked])].sort();
}

/**
 * Each YAML file held to its shape, and a page's description to what search results show. A file
 * that fails its shape is `misshapen`: it is not formatted, and a language whose facts' own words
 * (phrasing.yaml, page-names.yaml) are misshapen makes no facts.
 */
function shapes(words: Words) {
  const problems: string[] = [];
  const misshapen = new Set<string>();
  for (const entry of [...words.pages, ...words.shared] as Entry[]) {
    const { rest: name } = partsOf(entry.id);
    const result = shapeOf(entry)?.safeParse(entry.data);
    const declaredIn = name in sharedWords ? "src/content/word-schemas.ts" : "src/content/page-words.ts";
    if (!result)
      problems.push(
        `${fileOf(entry)}: no page or shared words are named "${name}" (src/content/pages.ts, src/content/word-schemas.ts)`,
      );
    else if (!result.success) misshapen.add(entry.id);
    for (const issue of result?.error?.issues ?? []) {
      const at = [fileOf(entry), ...(issue.path.length ? [issue.path.join(".")] : [])].join(", ");
      problems.push(
        issue.code === "unrecognized_keys"
          ? `${at}: ${issue.keys.map((key) => `"${key}"`).join(", ")} is not a key of these words; declare it in ${declaredIn}`
          : `${at}: ${issue.message}`,
      );
    }
    const { description } = entry.data;
    if (pages[name as PageId]?.inSitemap && typeof description === "string" && description.length < 70)
      problems.push(
        `${fileOf(entry)}, description: ${description.length} characters; a page in search results has 70 to 160`,
      );
  }
  return { problems, misshapen };
}

/** The languages whose facts can be made; a mistake in their making is named once, here. */
function soundLanguages(words: Words) {
  const sound = new Set(langs.filter((lang) => factsMade(words, lang).made));
  return { problems: langs.flatMap((lang) => factsMade(words, lang).problems), sound };
}

/** Every key path of an entry's words, sorted: what each language's twin must have too. */
const keysOf = (data: unknown) =>
  messagesIn(data as MessageTree)
    .map(([key]) => key)
    .sort()
    .join(", ");

/**
 * Every entry in every language, and each translation with English's keys and naming the same
 * facts, blocks and links. A YAML message may not leave out a value its English names (it would be
 * lost from the page); a card's text is read by line, which a translation may reorder, so its names
 * are compared whole.
 */
function parity(words: Words, all: readonly Entry[]): string[] {
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  return all.flatMap((entry) => {
    const { lang, rest } = partsOf(entry.id);
    const where = fileOf(entry);
    if (!lang)
      return [`${where}: "${entry.id.split("/")[0]}" is no language of the site (${langs.join(", ")})`];
    const missing = langs
      .filter((other) => !byId.has(`${other}/${rest}`))
      .map((other) => `${where}: src/content/${other}/${rest} is missing; every language has every entry`);
    const english = byId.get(`${defaultLang}/${rest}`);
    if (lang === defaultLang || !english) return missing;
    const [keys, englishKeys] = [keysOf(entry.data), keysOf(english.data)];
    const [names, englishNames] = [namesOf(words, entry).join(" "), namesOf(words, english).join(" ")];
    return [
      ...missing,
      ...(keys !== englishKeys
        ? [`${where}: has the keys ${keys}; ${fileOf(english)} has ${englishKeys}`]
        : []),
      ...(names !== englishNames
        ? [`${where}: names ${names || "nothing"}; ${fileOf(english)} names ${englishNames || "nothing"}`]
        : []),
      ...(entry.body === undefined ? droppedNames(words, entry, english) : []),
    ];
  });
}

/** The values a translated YAML message leaves out that its English names, key by key: "{items}". */
function droppedNames(words: Words, entry: Entry, english: Entry): string[] {
  const translated = new Map(readingOf(words, entry).messages);
  return readingOf(words, english).messages.flatMap(([key, message]) => {
    const own = translated.get(key);
    if (own === undefined) return [];
    try {
      const names = new Set(placeholdersOf(own, `${fileOf(entry)}, ${key}`));
      const dropped = placeholdersOf(message, `${fileOf(english)}, ${key}`).filter(
        (name) => !names.has(name),
      );
      if (!dropped.length) return [];
      const values = dropped.map((name) => `{${name}}`).join(", ");
      return [`${fileOf(entry)}, ${key}: leaves out ${values}, which ${fileOf(english)} names`];
    } catch {
      return []; // A message that does not read is the formatting pass's to name.
    }
  });
}

/**
 * Each message as written: a number typed in where a fact should be named, an argument that hides a
 * fact; the phrasing's messages as phrasing.ts reads them. A message that does not read is named here.
 */
function messageProblems(words: Words, entry: Entry, sound: ReadonlySet<Lang>): string[] {
  const { lang, rest } = partsOf(entry.id) as { lang: Lang; rest: string };
  const later = laterOf(entry);
  const facts = sound.has(lang) ? factsIn(words, lang).facts : {};
  return readingOf(words, entry).messages.flatMap(([key, message]) => {
    const where = `${fileOf(entry)}, ${key}`;
    try {
      // The words outside the placeholders: where a typed number would be.
      const literals = [...elementsOf(syntaxOf(message, where))].map((element) =>
        element.type === TYPE.literal ? element.value : "",
      );
      const typed = literals.join("").match(/\d+/g);
      const names = later(key);
      if (rest === "phrasing") phrasingMessage(message, names, langInfo[lang].code, where);
      return [
        ...(typed
          ? [`${where}: "${typed.join('", "')}" is typed into the words; name the fact instead`]
          : []),
        ...(names ?? [])
          .filter((name) => name in facts)
          .map((name) => `${where}: the argument "${name}" is a fact's name; name it otherwise in its shape`),
      ];
    } catch (error) {
      const { message: said } = error as Error;
      return [said.startsWith(fileOf(entry)) ? said : `${where}: ${said}`];
    }
  });
}

/**
 * Each entry formatted as its page formats it, once (format-words.ts), and each card's text as its
 * dialog formats it, where the language's facts can be made; every message's own mistakes too.
 */
function formatting(
  words: Words,
  all: readonly Entry[],
  sound: ReadonlySet<Lang>,
  misshapen: ReadonlySet<string>,
) {
  return all.flatMap((entry) => {
    const { lang, rest } = partsOf(entry.id);
    if (!lang) return [];
    const own = messageProblems(words, entry, sound);
    const formats = sound.has(lang) && rest !== "phrasing" && !misshapen.has(entry.id);
    const formatted = formats ? formattingOf(words, entry, lang).problems : [];
    const blocks =
      entry.body !== undefined && sound.has(lang)
        ? readingOf(words, entry)
            .blocks.filter((block) => !(block in factsIn(words, lang).blocks))
            .map((block) => `${fileOf(entry)}: "::${block}" names no block`)
        : [];
    return [...readingOf(words, entry).problems, ...own, ...formatted, ...blocks];
  });
}

/** Each card's link to a card leads to a card that exists. */
function links(words: Words): string[] {
  return (words.cards as readonly Entry[]).flatMap((entry) =>
    readingOf(words, entry)
      .links.filter((link) => link.card && link.page in cardStructure)
      .filter((link) => !words.cards.some((card) => partsOf(card.id).rest === `${link.page}/${link.card}`))
      .map(
        (link) =>
          `${fileOf(entry)}: links to the card "${link.card}" of ${pages[link.page].path}, which has no such card`,
      ),
  );
}

/** Each fact and block of facts.ts is named by some words; one that none names goes. */
function unusedFacts(words: Words, all: readonly Entry[]): string[] {
  const named = new Set(all.flatMap((entry) => namesOf(words, entry)));
  const { facts, blocks } = factsIn(words, defaultLang);
  return [
    ...Object.keys(facts)
      .filter((fact) => !named.has(fact))
      .map((fact) => `src/i18n/facts.ts: no words name the fact "${fact}"; remove it`),
    ...Object.keys(blocks)
      .filter((block) => !named.has(`::${block}`))
      .map((block) => `src/i18n/facts.ts: no words place the block "::${block}"; remove it`),
  ];
}

/** Every mistake in the words, each naming its file and key, pass by pass. */
export function problemsIn(words: Words): string[] {
  const all = [...words.cards, ...words.pages, ...words.shared] as Entry[];
  const shaped = shapes(words);
  const languages = soundLanguages(words);
  return [
    ...new Set([
      ...shaped.problems,
      ...languages.problems,
      ...formatting(words, all, languages.sound, shaped.misshapen),
      ...parity(words, all),
      ...links(words),
      ...(languages.sound.has(defaultLang) ? unusedFacts(words, all) : []),
    ]),
  ];
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
