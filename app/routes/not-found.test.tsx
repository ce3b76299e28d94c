import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import NotFoundPage from "./not-found";

describe("NotFoundPage", () => {
  it("says the page cannot be found, links home and logs the unknown path", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "*", Component: NotFoundPage }]);
    render(<Stub initialEntries={["/no-such-page"]} />);

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Oops! The page you're looking for cannot be found.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/no-such-page"));
  });
});
