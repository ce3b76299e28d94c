import { render, screen, within } from "@testing-library/react";
import { Dialog, DialogEnd, DialogTitle } from "./dialog";

describe("Dialog", () => {
  it("puts its close button first, and DialogEnd ends it with a Close that a form of method dialog works", () => {
    const { container } = render(
      <Dialog id="d" closeLabel="Close" aria-labelledby="d-title" open>
        <DialogTitle id="d-title">Title</DialogTitle>
        <p>Text</p>
        <DialogEnd closeLabel="Close">
          <a href="/fil">Filipino</a>
        </DialogEnd>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Title" });
    expect(dialog.firstElementChild).toHaveClass("dialog-close");
    expect(dialog.firstElementChild).toHaveAttribute("commandfor", "d");
    const [corner, end] = within(dialog).getAllByRole("button", { name: "Close" });
    expect(corner).toHaveAttribute("command", "close");
    const form = end!.closest("form");
    expect(form).toHaveAttribute("method", "dialog");
    expect(form).toBe(dialog.lastElementChild);
    expect(form!.textContent).toBe("FilipinoClose");
    expect(container.querySelectorAll("[id]")).toHaveLength(2);
  });
});
