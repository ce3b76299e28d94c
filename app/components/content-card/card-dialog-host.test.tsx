import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Map as MapIcon } from "lucide";
import { createRoutesStub, useLocation } from "react-router";
import { ui } from "~/content/ui";
import { UiTextProvider } from "~/site/ui-text";
import type { Card } from "~/content/types";
import { CardDialogHost } from "./card-dialog-host";
import { CardGrid } from "./card-grid";

const cards: Card[] = [
  {
    id: "brisk-map",
    image: { src: "/images/cards/brisk-map.svg", alt: "Map with pins" },
    title: "Brisk Map",
    description: "Find offices near you.",
    icon: MapIcon,
    fullContent: [
      { type: "paragraph", text: "The map shows agency offices." },
      { type: "list", items: ["Offices", "Evacuation centers"] },
      { type: "table", caption: "Tiers", columns: ["Tier", "Minutes"], rows: [["Q1", "1–3 minutes"]] },
    ],
  },
  {
    id: "faq-1",
    image: { src: "/images/cards/faq-app.svg", alt: "" },
    title: "What is Brisk?",
    description: "An app.",
    price: "₱1.00",
    facts: [{ label: "Points", value: "5" }],
    buttonText: "Answer",
    fullContent: [{ type: "paragraph", text: "Brisk is an app." }],
  },
];

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(initialEntries: string[]) {
  const Page = () => (
    <UiTextProvider text={ui}>
      <CardGrid cards={cards} />
      <CardDialogHost cards={cards} />
      <ShowLocation />
    </UiTextProvider>
  );
  const Stub = createRoutesStub([
    { path: "/features", Component: Page },
    { path: "/", Component: () => <p>Home</p> },
  ]);
  return render(<Stub initialEntries={initialEntries} />);
}

describe("content cards and their dialog", () => {
  it("shows each card's image, title, description, facts and button", () => {
    renderPage(["/features"]);
    const map = screen.getByRole("article", { name: "Brisk Map" });
    expect(map).toContainElement(screen.getByRole("img", { name: "Map with pins" }));
    expect(map).toHaveTextContent("Find offices near you.");
    expect(screen.getByRole("button", { name: "Read More: Brisk Map" })).toBeInTheDocument();
    const faq = screen.getByRole("article", { name: "What is Brisk?" });
    expect(faq).toHaveTextContent("₱1.00");
    expect(faq).toHaveTextContent("Points5");
    expect(screen.getByRole("button", { name: "Answer: What is Brisk?" })).toBeInTheDocument();
  });

  it("opens the dialog from the button with the card's full content, labelled by its title", async () => {
    const user = userEvent.setup();
    renderPage(["/features"]);
    await user.click(screen.getByRole("button", { name: "Read More: Brisk Map" }));
    const dialog = await screen.findByRole("dialog", { name: "Brisk Map" });
    expect(screen.getByTestId("location")).toHaveTextContent("/features?modal=content&title=Brisk+Map");
    expect(dialog).toHaveTextContent("The map shows agency offices.");
    expect(screen.getByRole("table", { name: "Tiers" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Q1" })).toBeInTheDocument();
  });

  it("closes with Escape by going back, and returns focus to the card's button", async () => {
    const user = userEvent.setup();
    renderPage(["/features"]);
    const button = screen.getByRole("button", { name: "Read More: Brisk Map" });
    await user.click(button);
    await screen.findByRole("dialog", { name: "Brisk Map" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/features$/);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("opens from a direct link and closing removes the parameters without leaving the page", async () => {
    const user = userEvent.setup();
    renderPage(["/", "/features?modal=content&title=What+is+Brisk%3F"]);
    const dialog = await screen.findByRole("dialog", { name: "What is Brisk?" });
    expect(dialog).toHaveTextContent("Brisk is an app.");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Replaced, not gone back: the visitor stays on the page they were linked to.
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/features$/);
    await waitFor(() => expect(screen.getByRole("button", { name: "Answer: What is Brisk?" })).toHaveFocus());
  });

  it("opens a card by its id, as the language switcher links, and names it by its title in the URL", async () => {
    renderPage(["/features?modal=content&card=brisk-map"]);
    expect(await screen.findByRole("dialog", { name: "Brisk Map" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/features?modal=content&title=Brisk+Map"),
    );
  });

  it("opens nothing for a title that matches no card", () => {
    renderPage(["/features?modal=content&title=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("article", { name: "Brisk Map" })).toBeInTheDocument();
  });
});
