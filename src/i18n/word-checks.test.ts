// @vitest-environment node
import { reportOf } from "./word-checks";

describe("the words' mistakes as the build reports them", () => {
  it("say how to read a line, then each language's lines under its name", () => {
    const report = reportOf([
      "src/content/fil/ui.yaml, footer.follow: leaves out {network}, which src/content/en/ui.yaml names",
      'src/content/en/faqs/faq-2.md: "18" is typed into the words; name the fact instead',
      'src/content/ceb/ui.yaml, skipLink: "{platform}" names no fact',
    ]).split("\n");
    expect(report.slice(0, 2)).toEqual([
      "The words have 3 mistakes.",
      "Each line names the file (its folder is its language), the key, and what is wrong.",
    ]);
    expect(report.slice(4)).toEqual([
      "English:",
      '  src/content/en/faqs/faq-2.md: "18" is typed into the words; name the fact instead',
      "Filipino:",
      "  src/content/fil/ui.yaml, footer.follow: leaves out {network}, which src/content/en/ui.yaml names",
      "Cebuano:",
      '  src/content/ceb/ui.yaml, skipLink: "{platform}" names no fact',
    ]);
  });

  it("put a mistake of no one language last, and count one as one", () => {
    expect(reportOf(['src/content/xx/ui.yaml: "xx" is no language of the site (en, fil, ceb)'])).toMatch(
      /^The words have a mistake\.\n(.+\n){3}Not in one language \(for a developer\):\n {2}src\/content\/xx\/ui\.yaml/,
    );
  });
});
