import { render, screen } from "@testing-library/react";
import { PageHeader } from "./page-header";

describe("PageHeader", () => {
  it("renders the title as the only h1, with its subtitle", () => {
    render(<PageHeader title="App Features" subtitle="What the app does." />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "App Features" })).toBeInTheDocument();
    expect(screen.getByText("What the app does.")).toBeInTheDocument();
  });

  it("leaves out the subtitle and divider unless given", () => {
    const { container } = render(<PageHeader title="FAQs" />);
    expect(container.querySelectorAll("p")).toHaveLength(0);
    expect(screen.queryByTestId("page-header-divider")).toBeNull();
  });

  it("draws the divider when asked and hides it from assistive technology", () => {
    render(<PageHeader title="FAQs" divider />);
    expect(screen.getByTestId("page-header-divider")).toHaveAttribute("aria-hidden", "true");
  });

  it("renders extra content such as an action below the text", () => {
    render(
      <PageHeader title="Oops">
        <a href="/">Return to Home</a>
      </PageHeader>,
    );
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
