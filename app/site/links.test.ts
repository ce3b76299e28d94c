// @vitest-environment node
import { linkTo, needsDocumentLoad } from "./links";

describe("linkTo", () => {
  it("gives a page's path, with its query when there is one", () => {
    expect(linkTo("home")).toBe("/");
    expect(linkTo("plans")).toBe("/plans");
    expect(linkTo("contact", { topic: "agency" })).toBe("/contact?topic=agency");
  });
});

describe("needsDocumentLoad", () => {
  it("loads a page that uses a third party as a new document, with or without a query", () => {
    expect(needsDocumentLoad("/contact")).toBe(true);
    expect(needsDocumentLoad("/contact?topic=agency")).toBe(true);
  });

  it("lets the router move to a page without third parties", () => {
    expect(needsDocumentLoad("/")).toBe(false);
    expect(needsDocumentLoad("/plans")).toBe(false);
    expect(needsDocumentLoad("/plans#barangay")).toBe(false);
  });
});
