import { siteConfig } from "~/config/site";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { useUiText } from "~/site/ui-text";

type ComingSoonDialogProps = {
  /** Platform label, e.g. "iOS"; the dialog is open while one is given. */
  platform: string;
  onClose: () => void;
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocusTo: HTMLElement | null;
};

/** Says the app is coming to a platform and points to the Android app meanwhile. Loaded on demand. */
export default function ComingSoonDialog({ platform, onClose, returnFocusTo }: ComingSoonDialogProps) {
  const text = useUiText();
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        data-testid="coming-soon-dialog"
        size="md"
        className="text-center"
        closeLabel={text.dialogClose}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <DialogTitle className="px-10">{text.stores.comingSoonTitle(platform)}</DialogTitle>
        <DialogDescription className="mt-3">
          {text.stores.comingSoonText(platform)}
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
        <DialogClose className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700">
          {text.stores.gotIt}
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
