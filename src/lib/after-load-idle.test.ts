import { afterLoadIdle, FALLBACK_DELAY_MS } from "./after-load-idle";

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

describe("afterLoadIdle", () => {
  afterEach(() => {
    setReadyState("complete");
    vi.useRealTimers();
  });

  it("waits for the load event, then for an idle moment", () => {
    setReadyState("loading");
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => ((idle = callback), 7));
    const callback = vi.fn();
    afterLoadIdle(callback);

    expect(idle).toBeUndefined();
    window.dispatchEvent(new Event("load"));
    expect(callback).not.toHaveBeenCalled();
    idle?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("goes straight to the idle wait on a page that has already loaded, and can be cancelled", () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", () => 7);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const cancel = afterLoadIdle(vi.fn());
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a timeout where requestIdleCallback is missing", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const callback = vi.fn();
    afterLoadIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FALLBACK_DELAY_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled before the page has loaded", () => {
    setReadyState("loading");
    const requestIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    afterLoadIdle(vi.fn())();
    window.dispatchEvent(new Event("load"));
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
