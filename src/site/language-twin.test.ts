// @vitest-environment node
import { langs, pathIn } from "~/content/langs";
import { languageTwins } from "./language-twin";

/** The twin in the one other language there is today. */
const languageTwin = (...args: Parameters<typeof languageTwins>) => {
  const [twin] = languageTwins(...args);
  if (!twin) throw new Error("no other language");
  return twin;
};

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, "http://localhost");
  return { pathname, search, hash };
};

describe("languageTwin", () => {
  it("is the same page in the other language, named in that language", () => {
    expect(languageTwin(at("/plans"), undefined)).toEqual({
      to: "/plans",
      lang: "fil",
      code: "fil",
      name: "Filipino",
    });
    expect(languageTwin(at("/fil/plans"), undefined)).toEqual({
      to: "/plans",
      lang: "en",
      code: "en",
      name: "English",
    });
    expect(languageTwin(at("/fil"), undefined).to).toBe("/");
    expect(languageTwin(at("/"), undefined)).toMatchObject({ to: "/", lang: "fil" });
  });

  it("keeps the query and the section", () => {
    expect(languageTwin(at("/contact?topic=barangay"), undefined).to).toBe("/contact?topic=barangay");
    expect(languageTwin(at("/fil/plans#plan-finder"), undefined).to).toBe("/plans#plan-finder");
  });

  it("opens the open card's dialog by its id, since the title differs between languages", () => {
    expect(languageTwin(at("/features?modal=content&title=How+to+Report"), "how-to-report").to).toBe(
      "/features?modal=content&card=how-to-report",
    );
    // A closed dialog leaves no dialog parameter behind.
    expect(languageTwin(at("/fil/features?modal=content&title=Paano+Mag-report"), undefined).to).toBe(
      "/features",
    );
  });

  it("goes to the other language's home page from a path with no page", () => {
    expect(languageTwin(at("/no-such-page?x=1"), undefined)).toMatchObject({ to: "/", lang: "fil" });
    expect(languageTwin(at("/fil/404"), undefined)).toMatchObject({ to: "/", lang: "en" });
  });

  it("gives every other language of the list, in its order, none for the page's own", () => {
    for (const lang of langs)
      expect(languageTwins(at(pathIn("/plans", lang)), undefined).map((twin) => twin.lang)).toEqual(
        langs.filter((other) => other !== lang),
      );
  });
});
