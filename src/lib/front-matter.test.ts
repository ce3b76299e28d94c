import { splitFrontMatter } from "./front-matter";

describe("a card's file split into front matter and body", () => {
  it("takes the YAML between the first two --- lines and the body after them, as written", () => {
    expect(splitFrontMatter("---\ntitle: Hi\n---\n\nThe answer.\n\n---\n")).toEqual({
      yaml: "title: Hi",
      body: "\nThe answer.\n\n---\n",
    });
  });

  it("reads Windows line ends, and an empty body", () => {
    expect(splitFrontMatter("---\r\ntitle: Hi\r\n---\r\n")).toEqual({ yaml: "title: Hi", body: "" });
    expect(splitFrontMatter("---\ntitle: Hi\n---")).toEqual({ yaml: "title: Hi", body: "" });
  });

  it("finds none in a file that does not start with it", () => {
    expect(splitFrontMatter("title: Hi\n---\n")).toBeUndefined();
  });
});
