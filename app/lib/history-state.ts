/**
 * Writes React Router's history entry state once, in <head>, before the page paints.
 *
 * The router keeps `{ usr, key, idx }` in history.state. On a fresh entry two scripts each write
 * part of it with replaceState: <ScrollRestoration>'s inline script adds a key as the body is
 * parsed, and the router adds the index when it is created, inside the first hydration task.
 * Each replaceState cost 1-5 ms of main thread in Chromium here; the second one landed in the
 * hydration task that Lighthouse counts toward Total Blocking Time. Both skip their write when the
 * state is already there, so this script writes it whole, with a key made the way the router
 * makes one. Entries that already have state (reload, Back, Forward) keep it.
 */
export const historyStateScript =
  'if(!history.state||history.state.idx==null)history.replaceState({usr:null,key:Math.random().toString(36).substring(2,10),idx:0},"")';
