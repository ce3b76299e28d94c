import { historyStateScript } from "./history-state";

const run = () => new Function(historyStateScript)();

describe("historyStateScript", () => {
  beforeEach(() => history.replaceState(null, ""));

  it("gives a fresh entry the router's whole state: no user state, a key and index 0", () => {
    run();
    expect(history.state).toEqual({ usr: null, key: expect.stringMatching(/^[a-z0-9]{1,8}$/), idx: 0 });
  });

  it("leaves an entry that already has the router's state alone", () => {
    const state = { usr: { from: "/plans" }, key: "abc123", idx: 3 };
    history.replaceState(state, "");
    const replaceState = vi.spyOn(history, "replaceState");
    run();
    expect(replaceState).not.toHaveBeenCalled();
    expect(history.state).toEqual(state);
    replaceState.mockRestore();
  });
});
