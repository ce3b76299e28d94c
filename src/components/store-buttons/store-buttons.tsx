import { siteConfig } from "~/config/site";
import type { ComingSoonPlatformNames } from "~/content/types";
import { cn } from "~/lib/cn";
import { ButtonFace, buttonBase, buttonClass, GooglePlayLink, type StoreIcon } from "./google-play-link";
import { AppGalleryIcon, AppleIcon, MacOsIcon, WindowsIcon } from "./store-icons";
import { useUiText } from "~/site/ui-text";
import { ComingSoonDialog } from "./coming-soon-dialog";
import { comingSoonDialogId } from "./coming-soon-ids";

type ComingSoonPlatform = keyof ComingSoonPlatformNames;

/**
 * Where to get the app: Google Play and AppGallery open their listings in a new tab; Apple, and on
 * wide screens Windows and macOS, open the coming-soon dialog.
 */
export function StoreButtons({
  platformNames,
  className,
}: {
  /** Each coming-soon platform's name, for its button and its dialog's title. */
  platformNames: ComingSoonPlatformNames;
  className?: string;
}) {
  const text = useUiText();

  const comingSoonButton = (
    id: ComingSoonPlatform,
    icon: StoreIcon,
    kicker: string,
    name: string,
    extraClass?: string,
  ) => (
    <button
      type="button"
      aria-haspopup="dialog"
      className={cn(buttonBase, extraClass ?? "inline-flex")}
      commandfor={comingSoonDialogId(id)}
      command="show-modal"
    >
      <ButtonFace icon={icon} kicker={kicker} name={name} />
    </button>
  );

  return (
    <div className={cn("flex flex-wrap items-center justify-center gap-3", className)}>
      <GooglePlayLink />
      <a
        href={siteConfig.stores.appGallery}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass}
      >
        <ButtonFace icon={AppGalleryIcon} kicker={text.stores.appGalleryKicker} name="AppGallery" />
        <span className="sr-only"> {text.newTab}</span>
      </a>
      {comingSoonButton("ios", AppleIcon, text.stores.comingSoonOn, "App Store")}
      {/* Desktop apps only make sense to someone on a larger screen (SPEC section 2). */}
      {comingSoonButton(
        "windows",
        WindowsIcon,
        text.stores.comingSoonFor,
        platformNames.windows,
        "hidden lg:inline-flex",
      )}
      {comingSoonButton(
        "macos",
        MacOsIcon,
        text.stores.comingSoonFor,
        platformNames.macos,
        "hidden lg:inline-flex",
      )}
      {(Object.keys(platformNames) as ComingSoonPlatform[]).map((id) => (
        <ComingSoonDialog key={id} platformId={id} />
      ))}
    </div>
  );
}
