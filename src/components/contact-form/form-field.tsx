import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { ContactField } from "./contact-schema";
import { fieldErrorId, fieldHintId, fieldId } from "./field-ids";

type FormFieldProps = {
  field: ContactField;
  label: string;
  /** Read before the error by screen readers: "Error:". */
  errorPrefix: string;
  error?: string;
  /** Shown under the label, e.g. the message's character count. */
  hint?: ReactNode;
  children: (props: {
    id: string;
    name: ContactField;
    "aria-invalid": boolean;
    "aria-required": true;
    "aria-describedby": string | undefined;
    className: string;
  }) => ReactNode;
};

/** A labelled field with its error above the input, GOV.UK style, tied to it for screen readers. */
export function FormField({ field, label, errorPrefix, error, hint, children }: FormFieldProps) {
  const describedBy = [hint ? fieldHintId(field) : null, error ? fieldErrorId(field) : null].filter(Boolean);
  return (
    <div data-field={field} className={cn("space-y-1.5", error && "border-l-4 border-alert-600 pl-4")}>
      <label htmlFor={fieldId(field)} className="block font-semibold text-slate-900">
        {label}
      </label>
      {error ? (
        <p id={fieldErrorId(field)} className="font-semibold text-alert-600">
          {/* Screen readers do not announce the red, so the error says it is one. */}
          <span className="sr-only">{`${errorPrefix} `}</span>
          {error}
        </p>
      ) : null}
      {children({
        id: fieldId(field),
        name: field,
        "aria-invalid": Boolean(error),
        // Every field is required. aria-required rather than `required`, so the browser's own
        // bubbles stay out of the way of the error summary and the inline messages.
        "aria-required": true,
        "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
        className: cn(
          "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:bg-slate-100",
          error ? "border-alert-600 border-2" : "border-slate-400",
        ),
      })}
      {hint ? (
        <div id={fieldHintId(field)} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
