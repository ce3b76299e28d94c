import { SiteLink } from "~/components/site-link/site-link";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import { cn } from "~/lib/cn";
import type { StartQuestion } from "~/content/get-started-structure";
import { cardQueryFor } from "~/site/card-query";
import { linkTo } from "~/site/links";

/** The questions people ask before they start, each answered in full on the page. */
export function StartQuestions({ title, questions }: { title: string; questions: readonly StartQuestion[] }) {
  return (
    <section aria-labelledby="start-questions" className="mx-auto max-w-3xl">
      <h2 id="start-questions" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6 divide-y divide-slate-200">
        {questions.map((item) => (
          <div key={item.id} className="py-6">
            <h3 className="text-lg font-bold text-slate-900">{item.question}</h3>
            <div className="mt-2 space-y-1 text-slate-700">
              {item.answer.map((sentence) => (
                <p key={sentence}>{sentence}</p>
              ))}
            </div>
            {item.more ? (
              <SiteLink
                to={linkTo(item.more.page, item.more.card ? cardQueryFor(item.more.card) : undefined)}
                className={cn("mt-3", standaloneLinkClass)}
              >
                {item.more.label}
              </SiteLink>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
