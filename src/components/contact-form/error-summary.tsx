import type { Ref } from "react";
import { CONTACT_FIELDS, type ContactErrors, type ContactField } from "./contact-schema";
import { fieldId } from "./field-ids";

type ErrorSummaryProps = {
  errors: ContactErrors;
  title: string;
  /** Each field's label, said after its error. */
  labels: Record<ContactField, string>;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The list of problems at the top of the form after a failed submit, as in the GOV.UK Design
 * System: it takes focus so screen readers announce it, and each item links to its field.
 */
export function ErrorSummary({ errors, title, labels, ref }: ErrorSummaryProps) {
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
        {title}
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
              <span className="sr-only"> ({labels[field]})</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
