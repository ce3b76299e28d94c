import { earlyClickScript, markHydrated, stopRecordingEarlyClicks } from "./early-click";

const slot = window as unknown as { __briskEarlyClick?: Element | null };

describe("early clicks", () => {
  // The inline script's listener stays on the document for the rest of this file, as on a page.
  beforeAll(() => new Function(earlyClickScript)());

  beforeEach(() => {
    delete slot.__briskEarlyClick;
    document.body.innerHTML = `
      <button type="button" id="menu"><svg><path></path></svg> Menu</button>
      <button type="submit" id="send">Send</button>`;
  });

  it("presses again, once hydrated, the last script-only button pressed before React listened", () => {
    const menu = document.getElementById("menu")!;
    const presses = vi.fn();
    menu.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    stopRecordingEarlyClicks();
    menu.addEventListener("click", presses); // React's handler arrives with hydration
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute("data-hydrated", "");
  });

  it("leaves submit buttons alone: they work without script", () => {
    const presses = vi.fn();
    document.body.addEventListener("click", presses);
    document.getElementById("send")!.click();
    stopRecordingEarlyClicks();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
  });

  it("leaves a press after React started listening to React", () => {
    const presses = vi.fn();
    document.body.addEventListener("click", presses);
    stopRecordingEarlyClicks();
    document.getElementById("menu")!.click();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
  });

  it("does not press a button that hydration removed", () => {
    const presses = vi.fn();
    const menu = document.getElementById("menu")!;
    menu.addEventListener("click", presses); // on the button: a removed button's click reaches no ancestor
    menu.click();
    stopRecordingEarlyClicks();
    menu.remove();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
  });
});
