/** Session storage key that records that this tab has shown the splash. */
export const SPLASH_SEEN_KEY = "brisk:splash-seen";

/**
 * Runs in <head> before the body is painted: the splash shows once per tab (SPEC: the site "first"
 * shows it), so a later full page load in the same tab, such as a link to /contact, goes straight
 * to the page. Without script, or without storage, the splash shows on every load.
 */
export const splashSeenScript = `try{if(sessionStorage.getItem("${SPLASH_SEEN_KEY}"))document.documentElement.dataset.splash="seen";else sessionStorage.setItem("${SPLASH_SEEN_KEY}","1")}catch(e){}`;
