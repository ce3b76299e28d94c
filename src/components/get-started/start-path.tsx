import type { StartPath } from "~/content/get-started-structure";
import { StartActionLink } from "./start-action";

/** One kind of visitor's way in: its numbered steps, then where they lead. */
export function StartPathSection({ path }: { path: StartPath }) {
  const titleId = `start-${path.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
        {path.title}
      </h2>
      <p className="mt-2 text-slate-700">{path.intro}</p>
      <ol className="mt-6 space-y-4">
        {path.steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {index + 1}
            </span>
            <span className="pt-1 text-slate-800">{step}</span>
          </li>
        ))}
      </ol>
      <ul className="mt-auto flex flex-col items-start gap-2 pt-6">
        {path.actions.map((action) => (
          <li key={action.kind === "download" ? "download" : action.label}>
            <StartActionLink action={action} />
          </li>
        ))}
      </ul>
    </section>
  );
}
