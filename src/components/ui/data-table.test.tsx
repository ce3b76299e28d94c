import { render, screen, within } from "@testing-library/react";
import { DataTable } from "./data-table";

const table = {
  caption: "Refunds",
  columns: ["Item", "Refund window", "Condition"],
  rows: [
    ["Personal points", "Within 24 hours", "If unused"],
    ["Barangay points", "Within 24 hours", "If none of the points are allocated (given out for use)"],
  ],
};

describe("DataTable", () => {
  it("scrolls in a region named by its caption, which the keyboard can reach", () => {
    const { container } = render(<DataTable {...table} />);
    const region = screen.getByRole("region", { name: "Refunds" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("table-scroll");
    expect(container.querySelector(".stacked, [data-label]")).toBeNull();
    expect(
      within(region)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(table.columns);
  });

  it("stacking, labels each value with its column's name, for a phone's label and value pairs", () => {
    render(<DataTable {...table} stack />);
    const drawn = screen.getByRole("table", { name: "Refunds" });
    expect(drawn).toHaveClass("data-table", "stacked");
    expect(
      within(drawn)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Personal points", "Barangay points"]);
    expect(
      within(drawn)
        .getAllByRole("cell")
        .map((cell) => cell.dataset.label),
    ).toEqual(["Refund window", "Condition", "Refund window", "Condition"]);
  });
});
