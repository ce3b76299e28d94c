import { SiteLink } from "~/components/site-link/site-link";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import { BulletList } from "~/components/ui/bullet-list";
import type { PageId } from "~/content/pages";
import { linkTo } from "~/site/links";

/** One topic of the page: a heading and short sentences, each one fact. */
export type SafetySection = {
  /** Its heading's id is `safety-<id>`. */
  id: string;
  title: string;
  /** One fact a line; none where the topic is only its heading and its link. */
  facts: readonly string[];
  /** The page that says more. */
  more?: { page: PageId; label: string };
};

/** One topic of the Safety and Trust page: its heading, one fact a line, and where to read more. */
export function FactSection({ section }: { section: SafetySection }) {
  const titleId = `safety-${section.id}`;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {section.title}
      </h2>
      {section.facts.length > 0 ? <BulletList items={section.facts} className="mt-4 text-slate-700" /> : null}
      {section.more ? (
        <SiteLink to={linkTo(section.more.page)} className={`mt-3 ${standaloneLinkClass}`}>
          {section.more.label}
        </SiteLink>
      ) : null}
    </section>
  );
}
