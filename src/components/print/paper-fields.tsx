import { cn } from "~/lib/cn";
import { useUiText } from "~/site/ui-text";
import { FILL_DATA, HOTLINE_LINES, type Typed } from "~/lib/paper-fill";

type PaperFieldsProps = {
  /** The papers whose links carry the typed name, as paths in the page's language. */
  carry: readonly string[];
  /** The poster's field for the barangay's own hotlines too. */
  hotlines?: boolean;
  className?: string;
};

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600";

/**
 * Where a barangay types its name once (and, over the poster, its hotlines) to fill the paper's
 * blanks. Hidden in the HTML: scripts/paper-fill.ts shows it, so without the script nobody types
 * into a field that fills nothing. Never printed.
 */
export function PaperFields({ carry, hotlines = false, className }: PaperFieldsProps) {
  const text = useUiText().papers;
  return (
    <div
      hidden
      {...{ [FILL_DATA.carry]: carry.join(" ") }}
      className={cn(
        "mx-auto mb-8 max-w-3xl space-y-4 rounded-xl border border-brand-200 bg-brand-50 p-5 print:hidden",
        className,
      )}
    >
      <PaperField fill="barangay" label={text.barangay} />
      {hotlines ? <PaperField fill="hotlines" label={text.hotlines} lines={HOTLINE_LINES} /> : null}
      <p id="paper-fields-hint" className="text-sm text-slate-600">
        {text.hint}
      </p>
    </div>
  );
}

/** One field over the papers: a line, or a box of `lines` lines, filling the blanks of its key. */
function PaperField({ fill, label, lines }: { fill: keyof Typed; label: string; lines?: number }) {
  const field = {
    id: `paper-${fill}`,
    autoComplete: "off",
    "aria-describedby": "paper-fields-hint",
    [FILL_DATA.input]: fill,
    className: fieldClass,
  };
  return (
    <div>
      <label htmlFor={field.id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {lines ? <textarea rows={lines} {...field} /> : <input type="text" {...field} />}
    </div>
  );
}
