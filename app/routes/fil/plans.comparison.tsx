import { DataTable } from "~/components/ui/data-table";
import { planComparisons } from "~/content/plan-comparisons.fil";
import type { PlanGroupId } from "~/content/plans";

/**
 * The table that compares one group of plans. The plans page loads it after its first scripts
 * (see plans.tsx): the tables are in the page's HTML from the start and have nothing to click.
 */
export default function PlanComparison({ groupId }: { groupId: PlanGroupId }) {
  const { caption, columns, rows } = planComparisons[groupId];
  return <DataTable caption={caption} columns={columns} rows={rows} />;
}
