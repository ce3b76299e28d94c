// @vitest-environment node
import { cardSearch, findQueriedCard, searchWithoutCard } from "./use-card-query";

const cards = [
  { id: "brisk-map", title: "Brisk Map" },
  { id: "how-to-report", title: "How to Report" },
  { id: "q-and-a", title: "Q & A: what's <new>?" },
];

function params(search: string) {
  return new URLSearchParams(search);
}

describe("findQueriedCard", () => {
  it("finds the card whose title the query names", () => {
    expect(findQueriedCard(params("?modal=content&title=Brisk+Map"), cards)).toBe(cards[0]);
    expect(findQueriedCard(params("?modal=content&title=How%20to%20Report"), cards)).toBe(cards[1]);
  });

  it("round-trips titles with symbols through cardSearch", () => {
    const search = cardSearch(params(""), "Q & A: what's <new>?");
    expect(findQueriedCard(params(search), cards)).toBe(cards[2]);
  });

  it("finds a card by its id, the language switcher's link, when no title is given", () => {
    expect(findQueriedCard(params("?modal=content&card=how-to-report"), cards)).toBe(cards[1]);
    expect(findQueriedCard(params("?modal=content&card=nope"), cards)).toBeUndefined();
    expect(findQueriedCard(params("?card=how-to-report"), cards)).toBeUndefined();
  });

  it("needs modal=content", () => {
    expect(findQueriedCard(params("?title=Brisk+Map"), cards)).toBeUndefined();
    expect(findQueriedCard(params("?modal=other&title=Brisk+Map"), cards)).toBeUndefined();
  });

  it.each([
    ["an unknown title", "?modal=content&title=Nope"],
    ["an empty title", "?modal=content&title="],
    ["a different case", "?modal=content&title=brisk+map"],
    ["markup", "?modal=content&title=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a very long value", `?modal=content&title=${"A".repeat(100_000)}`],
    ["a broken percent encoding", "?modal=content&title=%E0%A4%A"],
    ["a null byte", "?modal=content&title=Brisk%00Map"],
    ["a repeated parameter", "?modal=content&title=Nope&title=Brisk+Map"],
  ])("opens nothing for %s", (_name, search) => {
    expect(findQueriedCard(params(search), cards)).toBeUndefined();
  });
});

describe("cardSearch and searchWithoutCard", () => {
  it("add and remove the dialog's parameters and keep the others", () => {
    const search = cardSearch(params("?ref=news"), "Brisk Map");
    expect(search).toBe("?ref=news&modal=content&title=Brisk+Map");
    expect(searchWithoutCard(params(search))).toBe("?ref=news");
    expect(searchWithoutCard(params("?modal=content&title=Brisk+Map"))).toBe("");
  });
});
