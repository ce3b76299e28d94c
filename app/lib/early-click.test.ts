import { earlyClickScript, HYDRATED_ATTRIBUTE, markHydrated } from "./early-click";

describe("early clicks", () => {
  // The inline script's listener stays on the document for the rest of this file, as on a page.
  beforeAll(() => new Function(earlyClickScript)());

  beforeEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = `
      <button type="button" id="menu"><svg><path></path></svg> Menu</button>
      <button type="submit" id="send">Send</button>`;
  });

  it("presses again, once hydrated, the last script-only button pressed before", () => {
    const menu = document.getElementById("menu")!;
    const presses = vi.fn();
    menu.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    menu.addEventListener("click", presses); // React's handler arrives with hydration
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it("leaves alone submit buttons, clicks after hydration and buttons since removed", () => {
    const presses = vi.fn();
    document.body.addEventListener("click", presses);
    document.getElementById("send")!.click();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);

    document.getElementById("menu")!.click();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(2);

    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    const menu = document.getElementById("menu")!;
    menu.click();
    menu.remove();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(3);
  });
});
