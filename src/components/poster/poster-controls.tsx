import { Download, Printer } from "lucide";
import type { PosterWords } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { PRINT_BUTTON_DATA } from "./print-button";

const buttonClass =
  "inline-flex min-h-12 items-center gap-2 rounded-lg px-5 py-3 font-semibold shadow-sm disabled:opacity-60";

/**
 * Print and download, on screen only. Printing needs a script (the poster page's), so the button is
 * disabled in the HTML and the script enables it.
 */
export function PosterControls({ text, pdfHref }: { text: PosterWords["controls"]; pdfHref: string }) {
  return (
    <div className="mx-auto mb-10 flex max-w-3xl flex-col items-center gap-4 print:hidden">
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          disabled
          {...{ [PRINT_BUTTON_DATA]: "" }}
          className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
        >
          <Icon icon={Printer} className="size-5" />
          {text.print}
        </button>
        <a
          href={pdfHref}
          download
          className={`${buttonClass} bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50`}
        >
          <Icon icon={Download} className="size-5" />
          {text.download}
        </a>
      </div>
      <p className="text-center text-sm text-slate-600">{text.hint}</p>
    </div>
  );
}
