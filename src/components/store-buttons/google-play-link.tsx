import type { ComponentType } from "react";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";
import type { StoreIconProps } from "./store-icons";
import { useUiText } from "~/site/ui-text";

// Display is set apart so a button can be hidden on small screens without two display utilities fighting.
export const buttonBase =
  "min-h-14 items-center gap-3 rounded-xl bg-slate-950 px-5 py-2.5 text-left text-white shadow-sm ring-1 ring-white/15 hover:bg-slate-800";
export const buttonClass = cn(buttonBase, "inline-flex");

export type StoreIcon = ComponentType<{ className?: string }>;

export function ButtonFace({ icon: Icon, kicker, name }: { icon: StoreIcon; kicker: string; name: string }) {
  return (
    <>
      <Icon className="size-7 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="text-xs">{kicker}</span>
        <span className="text-lg font-semibold">{name}</span>
      </span>
    </>
  );
}

/** Google Play: a play triangle. */
export function GooglePlayIcon({ className }: StoreIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M5 3.2a1.4 1.4 0 0 1 2.1-1.2l12.6 8.8a1.5 1.5 0 0 1 0 2.4L7.1 22A1.4 1.4 0 0 1 5 20.8z" />
    </svg>
  );
}

/**
 * The Google Play button, where the Android app is available now. On its own, it is the light way
 * to the app from a page's next steps; the full set of store buttons stays on the home page.
 */
export function GooglePlayLink() {
  const text = useUiText();
  return (
    <a href={siteConfig.stores.googlePlay} target="_blank" rel="noopener noreferrer" className={buttonClass}>
      <ButtonFace icon={GooglePlayIcon} kicker={text.stores.getItOn} name="Google Play" />
      <span className="sr-only"> {text.newTab}</span>
    </a>
  );
}
