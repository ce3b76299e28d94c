import { siteConfig } from "~/config/site";
import { useUiText } from "~/site/ui-text";
import { LogoMark } from "./logo";

/**
 * Covers the page for the first two seconds of a tab's first full load. It is server-rendered and lifted by
 * a CSS animation (see .splash-screen in styles.css), so it needs no script and the page is already
 * laid out beneath it: nothing moves when it goes. Hidden from assistive technology, which reads
 * the page underneath straight away.
 */
export function SplashScreen() {
  const text = useUiText();
  return (
    <div
      aria-hidden="true"
      data-testid="splash-screen"
      className="splash-screen fixed inset-0 print:hidden z-[100] flex flex-col items-center justify-center bg-brand-950 text-white"
    >
      <div className="splash-logo flex flex-col items-center gap-4">
        <LogoMark className="size-20" />
        <span className="text-4xl font-bold tracking-tight">{siteConfig.name}</span>
      </div>
      <p className="absolute bottom-12 flex flex-col items-center text-sm">
        <span className="text-brand-200">{text.splashFrom}</span>
        <span className="font-semibold tracking-wide">{siteConfig.splashCredit ?? text.splashCredit}</span>
      </p>
    </div>
  );
}
