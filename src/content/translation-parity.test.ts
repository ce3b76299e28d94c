// @vitest-environment node
/**
 * A missing translation cannot ship (issue 18). Compares a content module's English and Filipino exports: the same keys, list lengths, ids,
 * kinds and links, and words in every place English has words. The parity test runs it over every
 * `.fil.ts` twin; the types catch most gaps as they are typed, this catches the rest (a card left
 * out of a list, a dialog text that does not load).
 */

/** Keys whose values must be equal in both languages: they name things rather than say them. */
const SAME_IN_BOTH = new Set([
  "id",
  "type",
  "page",
  "topic",
  "action",
  "kind",
  "src",
  "href",
  "hotline",
  "ordered",
  "icon",
]);

/** Where the two differ, one line each, e.g. "featureCards[2]: missing". */
async function translationGaps(english: unknown, filipino: unknown, at = ""): Promise<string[]> {
  if (typeof english === "function") {
    if (typeof filipino !== "function") return [`${at}: a function in English only`];
    // Lazy dialog texts: compare what they load. Other functions (formatters) take arguments and are typed.
    if (english.length > 0) return [];
    const [en, fil] = [english(), filipino()];
    return en instanceof Promise && fil instanceof Promise
      ? translationGaps(await en, await fil, `${at}()`)
      : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(filipino)) return [`${at}: a list in English only`];
    if (english.length !== filipino.length)
      return [`${at}: ${english.length} items in English, ${filipino.length} in Filipino`];
    const gaps = await Promise.all(
      english.map((item, index) => translationGaps(item, filipino[index], `${at}[${index}]`)),
    );
    return gaps.flat();
  }
  if (english && typeof english === "object") {
    if (!filipino || typeof filipino !== "object") return [`${at}: an object in English only`];
    if (isComponent(english)) return [];
    const keys = new Set([...Object.keys(english), ...Object.keys(filipino)]);
    const gaps = await Promise.all(
      [...keys].map((key) => {
        const [en, fil] = [
          (english as Record<string, unknown>)[key],
          (filipino as Record<string, unknown>)[key],
        ];
        const path = at ? `${at}.${key}` : key;
        if (!(key in filipino)) return [`${path}: missing in Filipino`];
        if (!(key in english)) return [`${path}: missing in English`];
        if (SAME_IN_BOTH.has(key) && typeof en !== "object")
          return Promise.resolve(
            en === fil ? [] : [`${path}: "${String(en)}" in English, "${String(fil)}" in Filipino`],
          );
        return translationGaps(en, fil, path);
      }),
    );
    return gaps.flat();
  }
  if (typeof english === "string") {
    if (typeof filipino !== "string") return [`${at}: a string in English only`];
    return english.trim() && !filipino.trim() ? [`${at}: empty in Filipino`] : [];
  }
  return english === filipino
    ? []
    : [`${at}: ${String(english)} in English, ${String(filipino)} in Filipino`];
}

/** A React component (a card's Lucide icon): the same code in both languages, nothing to compare. */
function isComponent(value: object): boolean {
  return "$$typeof" in value || "render" in value;
}

/** Every Filipino content module, by its path, and its English twin's path. */
const filipinoModules = import.meta.glob<Record<string, unknown>>(["./**/*.fil.ts"]);
const englishModules = import.meta.glob<Record<string, unknown>>([
  "./**/*.ts",
  "!./**/*.fil.ts",
  "!./**/*.test.ts",
]);
const twinOf = (path: string) => path.replace(/\.fil\.ts$/, ".ts");

/** Filipino modules that have no English twin of the same shape: the labels of constants.ts. */
const WITHOUT_TWIN = new Set(["./labels.fil.ts", "./lists.fil.ts"]);

describe("every Filipino content module", () => {
  const paths = Object.keys(filipinoModules).filter((path) => !WITHOUT_TWIN.has(path));

  it("has an English twin", () => {
    expect(paths.filter((path) => !englishModules[twinOf(path)])).toEqual([]);
  });

  it.each(paths)("%s has every export, card, string and dialog text of its English twin", async (path) => {
    const [filipino, english] = await Promise.all([
      filipinoModules[path]!(),
      englishModules[twinOf(path)]!(),
    ]);
    expect(await translationGaps(english, filipino)).toEqual([]);
  });
});

describe("translationGaps", () => {
  const card = (id: string, title: string) => ({
    id,
    title,
    fullContent: () => Promise.resolve([{ type: "paragraph", text: title }]),
  });

  it("finds a card left out, a string left empty, a key missing and a changed id", async () => {
    expect(
      await translationGaps({ cards: [card("a", "A"), card("b", "B")] }, { cards: [card("a", "Isa")] }),
    ).toEqual(["cards: 2 items in English, 1 in Filipino"]);
    expect(await translationGaps({ title: "Plans" }, { title: " " })).toEqual(["title: empty in Filipino"]);
    expect(await translationGaps({ title: "Plans", text: "More" }, { title: "Mga Plan" })).toEqual([
      "text: missing in Filipino",
    ]);
    expect(await translationGaps([card("a", "A")], [card("b", "Isa")])).toEqual([
      '[0].id: "a" in English, "b" in Filipino',
    ]);
  });

  it("finds a gap in a dialog text that loads later", async () => {
    const english = {
      fullContent: () =>
        Promise.resolve([
          { type: "paragraph", text: "A" },
          { type: "list", items: ["x"] },
        ]),
    };
    const filipino = { fullContent: () => Promise.resolve([{ type: "paragraph", text: "Isa" }]) };
    expect(await translationGaps(english, filipino)).toEqual([
      "fullContent(): 2 items in English, 1 in Filipino",
    ]);
  });

  it("passes a faithful translation", async () => {
    expect(
      await translationGaps({ cards: [card("a", "Report")] }, { cards: [card("a", "Mag-report")] }),
    ).toEqual([]);
  });
});
