/** A plan's page, with the plan chosen: "/fil/barangay-kit/plan-sheet?plan=barangay-rural". */
function withPlan(href: string, planId: string): string {
  const [path, query = ""] = href.split("?");
  const params = new URLSearchParams(query);
  params.set("plan", planId);
  return `${path}?${params}`;
}

type PlanActionsProps = {
  planId: string;
  /** The plan sheet and the contact form's quotation topic, in the page's language. */
  links: { planSheet: string; quotation: string };
  /** Their words, with the plan's name: "Print the plan sheet for Barangay Rural". */
  labels: { planSheet: string; quotation: string };
};

/**
 * What a captain does next with a barangay plan: print its plan sheet for the council, and ask Brisk
 * for a quotation (the contact form, the plan and a year's periods filled in). Under the plan
 * finder's answer and in each paid barangay plan's dialog.
 */
export function PlanActions({ planId, links, labels }: PlanActionsProps) {
  return (
    <ul className="plan-actions">
      <li>
        <a href={withPlan(links.planSheet, planId)} className="action-link">
          {labels.planSheet}
        </a>
      </li>
      <li>
        <a href={withPlan(links.quotation, planId)} className="action-link">
          {labels.quotation}
        </a>
      </li>
    </ul>
  );
}
