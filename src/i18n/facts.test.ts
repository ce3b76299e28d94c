import type { Lang } from "~/content/langs";
import { AGENCY_TYPES, BODY_CONDITIONS, GOVERNMENT_PROGRAMS } from "~/content/constants";
import type { ContentBlock } from "~/content/types";
import { factsIn } from "./facts";
import { phrasingIn } from "./phrasing";
import { readWords } from "./read-words";

const words = readWords();

/** The items of a list block, by the name a text places it with (`::agency-types`). */
function listItems(lang: Lang, name: string): readonly string[] {
  const blocks: readonly ContentBlock[] | undefined = factsIn(words, lang).blocks[name];
  const [list] = blocks ?? [];
  if (list?.type !== "list") throw new Error(`no list block "${name}" in ${lang}`);
  return list.items;
}

// The lists the words once typed by hand (agencies/authorized-agencies.md, privacy/information-we-collect.md)
// come from the constants: the spec's lists are written out here, so dropping, adding or reordering a
// constant fails the test rather than silently changing a page.
describe("the list blocks made from the constants", () => {
  it("lists the spec's eight agency types, one a line, each starting in capital (SPEC section 1)", () => {
    expect(listItems("en", "agency-types")).toEqual([
      "Barangays",
      "Police",
      "Fire services",
      "Emergency medical teams",
      "City disaster responders",
      "Traffic enforcement",
      "Overseas assistance",
      "Consumer protection bodies",
    ]);
  });

  it("lists the spec's government programmes (SPEC section 3)", () => {
    expect(listItems("en", "government-programs")).toEqual([
      "Family support",
      "National programs",
      "Livelihood assistance",
      "Indigent status",
    ]);
  });

  it("lists the spec's body conditions (SPEC section 3)", () => {
    expect(listItems("en", "body-conditions")).toEqual([
      "Health conditions",
      "Senior citizen",
      "Person with disability",
    ]);
  });

  it("names the same items in Filipino, in the same order, as its phrasing.yaml names them", () => {
    const { words: fil, capitalize } = phrasingIn(words, "fil");
    expect(listItems("fil", "agency-types")).toEqual(
      AGENCY_TYPES.map((id) => capitalize(fil.agencyTypes[id])),
    );
    expect(listItems("fil", "government-programs")).toEqual(
      GOVERNMENT_PROGRAMS.map((id) => fil.governmentPrograms[id]),
    );
    expect(listItems("fil", "body-conditions")).toEqual(BODY_CONDITIONS.map((id) => fil.bodyConditions[id]));
  });
});
