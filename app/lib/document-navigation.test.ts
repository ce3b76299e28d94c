import { pages } from "~/content/pages";
import { PAGE_THIRD_PARTIES } from "../../server/csp.mjs";
import { needsDocumentLoad } from "./document-navigation";

describe("needsDocumentLoad", () => {
  it.each(Object.values(pages).map((page) => page.path))(
    "loads %s as a new document exactly when its policy allows a third party",
    (path) => {
      expect(needsDocumentLoad(path)).toBe(path in PAGE_THIRD_PARTIES);
    },
  );

  it("loads /contact as a new document", () => {
    expect(needsDocumentLoad("/contact")).toBe(true);
  });
});
