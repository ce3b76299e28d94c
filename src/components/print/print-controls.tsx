import { Download, Printer } from "lucide";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { PRINT_BUTTON_DATA } from "./print-button";

const buttonClass =
  "inline-flex min-h-12 items-center gap-2 rounded-lg px-5 py-3 font-semibold shadow-sm disabled:opacity-60";

type PrintControlsProps = {
  text: { print: string; hint: string };
  /** A file to download beside printing: the poster's or the plan sheet's PDF. */
  download?: { text: string; href: string };
  /** A second paper on the page this button prints instead of the first (styles.css, `.print-twin`). */
  target?: "twin";
  className?: string;
};

/**
 * Print, and download where the paper has a file, on screen only. Printing needs a script
 * (scripts/print-button.ts), so the button is disabled in the HTML and the script enables it.
 */
export function PrintControls({ text, download, target, className }: PrintControlsProps) {
  return (
    <div className={cn("mx-auto mb-10 flex max-w-3xl flex-col items-center gap-4 print:hidden", className)}>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          disabled
          {...{ [PRINT_BUTTON_DATA]: target ?? "" }}
          className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
        >
          <Icon icon={Printer} className="size-5" />
          {text.print}
        </button>
        {download && (
          <a
            href={download.href}
            download
            className={`${buttonClass} bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50`}
          >
            <Icon icon={Download} className="size-5" />
            {download.text}
          </a>
        )}
      </div>
      <p className="text-center text-sm text-slate-600">{text.hint}</p>
    </div>
  );
}
