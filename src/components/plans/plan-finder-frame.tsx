import type { ReactNode } from "react";
import { PLAN_FINDER_TITLE_ID } from "./plan-finder";
import type { PlanFinderFrameText } from "./plan-finder-text";

/**
 * The plan finder's box as the page draws it: its title and intro, the form (the island, its
 * children), and the rule it follows. Without JavaScript, the box says the form needs it.
 */
export function PlanFinderFrame({ text, children }: { text: PlanFinderFrameText; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
      <h3 id={PLAN_FINDER_TITLE_ID} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {text.title}
      </h3>
      <p className="mt-2 max-w-3xl text-slate-700">{text.intro}</p>
      {children}
      <noscript>
        <p className="mt-4 font-semibold text-slate-900">{text.needsJavaScript}</p>
      </noscript>
      <div className="mt-6 space-y-2 border-t border-brand-200 pt-4 text-sm text-slate-700">
        <h4 className="font-semibold text-slate-900">{text.ruleTitle}</h4>
        {text.rule.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
    </div>
  );
}
