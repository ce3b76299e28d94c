// @vitest-environment node
import { structuredData } from "./structured-data";

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
