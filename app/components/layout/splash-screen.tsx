import { siteConfig } from "~/config/site";
import { LogoMark } from "./logo";

/** Session storage key that records that this tab has shown the splash. */
export const SPLASH_SEEN_KEY = "brisk:splash-seen";

/**
 * Runs in <head> before the body is painted: the splash shows once per tab (SPEC: the site "first"
 * shows it), so a later full page load in the same tab, such as a link to /contact, goes straight
 * to the page. Without script, or without storage, the splash shows on every load.
 */
export const splashSeenScript = `try{if(sessionStorage.getItem("${SPLASH_SEEN_KEY}"))document.documentElement.dataset.splash="seen";else sessionStorage.setItem("${SPLASH_SEEN_KEY}","1")}catch(e){}`;

/**
 * Covers the page for the first two seconds of a tab's first full load. It is server-rendered and lifted by
 * a CSS animation (see .splash-screen in app.css), so it needs no script and the page is already
 * laid out beneath it: nothing moves when it goes. Hidden from assistive technology, which reads
 * the page underneath straight away.
 */
export function SplashScreen() {
  return (
    <div
      aria-hidden="true"
      data-testid="splash-screen"
      className="splash-screen fixed inset-0 z-[100] flex flex-col items-center justify-center bg-brand-950 text-white"
    >
      <div className="splash-logo flex flex-col items-center gap-4">
        <LogoMark className="size-20" />
        <span className="text-4xl font-bold tracking-tight">{siteConfig.name}</span>
      </div>
      <p className="absolute bottom-12 flex flex-col items-center text-sm">
        <span className="text-brand-200">from</span>
        <span className="font-semibold tracking-wide">{siteConfig.splashCredit}</span>
      </p>
    </div>
  );
}
