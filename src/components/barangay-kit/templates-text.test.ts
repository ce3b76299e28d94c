import { templatesPlainText } from "./templates-text";

describe("the council templates as plain text", () => {
  it("put each template under its heading, a paragraph a line, and the procurement line as column and value", () => {
    expect(
      templatesPlainText({
        resolution: { title: "Council resolution", lines: ["Barangay ____", "Whereas, …;"] },
        procurementLine: {
          title: "The plan's line",
          intro: "Copy it.",
          columns: ["What is bought", "Quantity"],
          row: ["Brisk ____ plan", "____ periods"],
        },
      }),
    ).toBe(
      [
        "COUNCIL RESOLUTION",
        "",
        "Barangay ____",
        "",
        "Whereas, …;",
        "",
        "",
        "THE PLAN'S LINE",
        "",
        "What is bought: Brisk ____ plan",
        "",
        "Quantity: ____ periods",
        "",
      ].join("\n"),
    );
  });
});
