import type { Ref } from "react";
import { CONTACT_FIELDS, CONTACT_LABELS, type ContactErrors } from "./contact-schema";
import { fieldId } from "./field-ids";

type ErrorSummaryProps = {
  errors: ContactErrors;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The list of problems at the top of the form after a failed submit, as in the GOV.UK Design
 * System: it takes focus so screen readers announce it, and each item links to its field.
 */
export function ErrorSummary({ errors, ref }: ErrorSummaryProps) {
  const fields = CONTACT_FIELDS.filter((field) => errors[field]);
  if (fields.length === 0) return null;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-lg border-2 border-alert-600 bg-white p-4"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-slate-900">
        There is a problem
      </h2>
      <ul className="mt-2 space-y-1">
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              className="font-semibold text-alert-600 underline underline-offset-2"
              onClick={(event) => {
                // Focus the field itself, not only scroll to it, and keep its label in view.
                event.preventDefault();
                const input = document.getElementById(fieldId(field));
                input?.focus();
                input?.closest("[data-field]")?.scrollIntoView({ block: "center" });
              }}
            >
              {errors[field]}
              <span className="sr-only"> ({CONTACT_LABELS[field]})</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
