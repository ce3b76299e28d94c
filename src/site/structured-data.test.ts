import { jsonLdText, structuredData } from "./structured-data";

describe("structuredData", () => {
  it("describes the organisation, the website and the app, on the platforms where it is available", () => {
    const graph = structuredData({ lang: "en", appDescription: "An app." })["@graph"];
    expect(graph.map((item) => item["@type"])).toEqual(["Organization", "WebSite", "MobileApplication"]);
    expect(graph[2]).toMatchObject({ name: "Brisk", operatingSystem: "Android" });
    expect(JSON.stringify(graph)).not.toMatch(/aggregateRating|ratingValue|"offers"/);
  });

  it("names the page's language and its home", () => {
    const graph = structuredData({ lang: "fil", appDescription: "Isang app." })["@graph"];
    expect(graph[1]).toMatchObject({ inLanguage: "fil-PH", url: "http://localhost:3000/fil" });
    expect(graph[2]).toMatchObject({ description: "Isang app." });
  });
});

describe("jsonLdText", () => {
  it.each([
    ["an end tag", "Fast </script><p id='injected'>help</p>"],
    ["a comment opener", "Fast <!--<script> help"],
  ])("keeps a text with %s inside its script element, the same to a JSON reader", (_, appDescription) => {
    const data = structuredData({ lang: "en", appDescription });
    const document = new DOMParser().parseFromString(
      `<script type="application/ld+json">${jsonLdText(data)}</script><p id="after">after</p>`,
      "text/html",
    );
    expect(document.scripts).toHaveLength(1);
    expect(document.querySelector("#injected")).toBeNull();
    expect(document.querySelector("#after")?.parentElement).toBe(document.body);
    expect(JSON.parse(document.scripts[0]?.textContent ?? "")).toEqual(data);
  });
});
