// @vitest-environment node
import { linkIn, linkTo } from "./links";

describe("linkTo", () => {
  it("gives a page's path, with its query when there is one", () => {
    expect(linkTo("home")).toBe("/");
    expect(linkTo("plans")).toBe("/plans");
    expect(linkTo("contact", { topic: "agency" })).toBe("/contact?topic=agency");
  });
});

describe("linkIn", () => {
  it("leaves an English link as it is", () => {
    expect(linkIn("/", "en")).toBe("/");
    expect(linkIn("/contact?topic=agency", "en")).toBe("/contact?topic=agency");
  });

  it("puts a link under /fil in Filipino, keeping its query and section", () => {
    expect(linkIn("/", "fil")).toBe("/fil");
    expect(linkIn("/plans#plan-finder", "fil")).toBe("/fil/plans#plan-finder");
    expect(linkIn("/contact?topic=agency", "fil")).toBe("/fil/contact?topic=agency");
  });
});
