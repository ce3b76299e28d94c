import { BLANK, FILL_DATA, fillParts } from "~/lib/paper-fill";

/**
 * Words with blanks (paper-fill.ts): each blank drawn as underscores in an element that
 * scripts/paper-fill.ts fills with what the barangay typed or chose.
 */
export function Fillable({ text }: { text: string }) {
  return fillParts(text).map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <span key={index} {...{ [FILL_DATA.target]: part.fill }} className="paper-blank">
        {BLANK}
      </span>
    ),
  );
}
