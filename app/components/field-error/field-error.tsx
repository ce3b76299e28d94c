import { useUiText } from "~/site/ui-text";

/**
 * A form field's error, above its input (GOV.UK style), with "Error:" before it for screen readers,
 * which do not announce the red colour. The field points at `id` with aria-describedby.
 */
export function FieldError({ id, children }: { id: string; children: string }) {
  const { errorPrefix } = useUiText();
  return (
    <p id={id} className="font-semibold text-alert-600">
      <span className="sr-only">{`${errorPrefix} `}</span>
      {children}
    </p>
  );
}
