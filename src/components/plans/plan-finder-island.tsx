import { IslandProvider, type PageLanguage } from "~/site/ui-text";
import { PlanFinder, type PlanFinderProps } from "./plan-finder";

/**
 * The plan finder's form as an island, one for every language: its words, plans and numbers come
 * as props from the page, the answer's sentences as templates it fills in (plan-finder-text.ts).
 */
export function PlanFinderIsland({ language, ...props }: PlanFinderProps & { language: PageLanguage }) {
  return (
    <IslandProvider language={language}>
      <PlanFinder {...props} />
    </IslandProvider>
  );
}
