import { lazy, Suspense, useState, type ComponentType } from "react";
import { siteConfig } from "~/config/site";
import type { ComingSoonPlatformNames } from "~/content/home";
import { cn } from "~/lib/cn";
import { AppGalleryIcon, AppleIcon, GooglePlayIcon, MacOsIcon, WindowsIcon } from "./store-icons";

const loadComingSoonDialog = () => import("./coming-soon-dialog");
const ComingSoonDialog = lazy(loadComingSoonDialog);

type ComingSoonPlatform = keyof ComingSoonPlatformNames;

// Display is set apart so a button can be hidden on small screens without two display utilities fighting.
const buttonBase =
  "min-h-14 items-center gap-3 rounded-xl bg-slate-950 px-5 py-2.5 text-left text-white shadow-sm ring-1 ring-white/15 hover:bg-slate-800";
const buttonClass = cn(buttonBase, "inline-flex");

type Icon = ComponentType<{ className?: string }>;

function ButtonFace({ icon: Icon, kicker, name }: { icon: Icon; kicker: string; name: string }) {
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

/**
 * Where to get the app: Google Play and AppGallery open their listings in a new tab; Apple, and on
 * wide screens Windows and macOS, open the coming-soon dialog.
 */
export function StoreButtons({
  platformNames,
  align = "center",
  className,
}: {
  /** Each coming-soon platform's name, for its button and its dialog's title. */
  platformNames: ComingSoonPlatformNames;
  /** Centred in a call to action, or from the start of the line inside a box of text. */
  align?: "center" | "start";
  className?: string;
}) {
  const [comingSoon, setComingSoon] = useState<{ platform: string; trigger: HTMLElement } | null>(null);

  const comingSoonButton = (
    id: ComingSoonPlatform,
    icon: Icon,
    kicker: string,
    name: string,
    extraClass?: string,
  ) => (
    <button
      type="button"
      aria-haspopup="dialog"
      className={cn(buttonBase, extraClass ?? "inline-flex")}
      onPointerEnter={() => void loadComingSoonDialog()}
      onFocus={() => void loadComingSoonDialog()}
      onClick={(event) => {
        setComingSoon({ platform: platformNames[id], trigger: event.currentTarget });
      }}
    >
      <ButtonFace icon={icon} kicker={kicker} name={name} />
    </button>
  );

  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-3",
        align === "center" ? "justify-center" : "justify-start",
        className,
      )}
    >
      <a
        href={siteConfig.stores.googlePlay}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass}
      >
        <ButtonFace icon={GooglePlayIcon} kicker="Get it on" name="Google Play" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        href={siteConfig.stores.appGallery}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass}
      >
        <ButtonFace icon={AppGalleryIcon} kicker="Explore it on" name="AppGallery" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {comingSoonButton("ios", AppleIcon, "Coming soon on the", "App Store")}
      {/* Desktop apps only make sense to someone on a larger screen (SPEC section 2). */}
      {comingSoonButton(
        "windows",
        WindowsIcon,
        "Coming soon for",
        platformNames.windows,
        "hidden lg:inline-flex",
      )}
      {comingSoonButton("macos", MacOsIcon, "Coming soon for", platformNames.macos, "hidden lg:inline-flex")}
      {comingSoon ? (
        <Suspense fallback={null}>
          <ComingSoonDialog
            platform={comingSoon.platform}
            returnFocusTo={comingSoon.trigger}
            onClose={() => setComingSoon(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
