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

  it("leaves presses after React listens to React, and ignores submit buttons and removed buttons", () => {
    const presses = vi.fn();
    document.body.addEventListener("click", presses);

    document.getElementById("send")!.click();
    stopRecordingEarlyClicks();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);

    delete slot.__briskEarlyClick;
    stopRecordingEarlyClicks();
    document.getElementById("menu")!.click();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(2);

    delete slot.__briskEarlyClick;
    const menu = document.getElementById("menu")!;
    menu.click();
    stopRecordingEarlyClicks();
    menu.remove();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(3);
  });
});
