// @vitest-environment node
import { structuredData } from "./structured-data";

describe("structuredData", () => {
  it("describes the organisation, the website and the app, on the platforms where it is available", () => {
    const graph = structuredData()["@graph"];
    expect(graph.map((item) => item["@type"])).toEqual(["Organization", "WebSite", "MobileApplication"]);
    expect(graph[2]).toMatchObject({ name: "Brisk", operatingSystem: "Android" });
    expect(JSON.stringify(graph)).not.toMatch(/aggregateRating|ratingValue|"offers"/);
  });
});
