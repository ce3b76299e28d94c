import { siteConfig } from "~/config/site";
import { Dialog, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { useUiText, type ComingSoonPlatform } from "~/site/ui-text";
import { comingSoonDialogId } from "./coming-soon-ids";

type ComingSoonDialogProps = {
  /** Which platform: "ios", "windows", "macos"; the interface's words say its name. */
  platformId: ComingSoonPlatform;
};

/** Says the app is coming to a platform and points to the Android app meanwhile (SPEC section 2). */
export function ComingSoonDialog({ platformId }: ComingSoonDialogProps) {
  const text = useUiText();
  const id = comingSoonDialogId(platformId);
  return (
    <Dialog
      id={id}
      size="md"
      className="text-center"
      closeLabel={text.dialogClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      <DialogTitle id={`${id}-title`} className="px-12">
        {text.stores.comingSoonTitle[platformId]}
      </DialogTitle>
      <DialogDescription id={`${id}-description`} className="mt-3">
        {/* The words end before the store's name, and YAML keeps no trailing space: one is added. */}
        {`${text.stores.comingSoonText[platformId]} `}
        <a
          href={siteConfig.stores.googlePlay}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Google Play
          <span className="sr-only"> {text.newTab}</span>
        </a>
        .
      </DialogDescription>
      <button
        type="button"
        commandfor={id}
        command="close"
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {text.stores.gotIt}
      </button>
    </Dialog>
  );
}
