import { SiteProvider, type SiteContext } from "~/site/ui-text";
import { PlanFinder, type PlanFinderProps } from "./plan-finder";

/**
 * The plan finder as an island, one for every language: its words, plans and numbers come as
 * props from the page, the answer's sentences as templates it fills in (plan-finder-text.ts).
 */
export function PlanFinderIsland({ site, ...props }: PlanFinderProps & { site: SiteContext }) {
  return (
    <SiteProvider site={site}>
      <PlanFinder {...props} />
    </SiteProvider>
  );
}
