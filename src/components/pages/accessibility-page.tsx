import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { SiteLink } from "~/components/site-link/site-link";
import { standaloneLinkClass, textLinkClass } from "~/components/site-link/text-link";
import { BulletList } from "~/components/ui/bullet-list";
import type { ContactTopic } from "~/content/contact-structure";
import type { PageWithText } from "~/content/pages";
import { linkTo } from "~/site/links";

const sectionTitle = "text-2xl font-bold tracking-tight text-slate-900";

/** The statement's words, section by section (src/content/<lang>/accessibility.yaml). */
type AccessibilityWords = {
  /** Under the subtitle: the day it was last reviewed. */
  dateLine: string;
  /** The standard aimed for, and a link to it. */
  target: { title: string; text: readonly string[]; link: { text: string; href: string } };
  checks: { title: string; intro: string; items: readonly string[]; closing: string };
  limits: { title: string; items: readonly string[] };
  /** How to report a barrier: the link opens the contact form on `topic`. */
  report: { title: string; text: string; link: string; topic: ContactTopic };
};

/** The accessibility statement: the target, the checks, the known limits and how to report a barrier. */
export function AccessibilityPage({ page, text }: { page: PageWithText; text: AccessibilityWords }) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider>
        <p className="mt-6 text-sm text-slate-600">{text.dateLine}</p>
      </PageHeader>
      <PageBody>
        <div className="mx-auto max-w-3xl space-y-12 text-slate-700">
          <section aria-labelledby="a11y-target" className="space-y-3">
            <h2 id="a11y-target" className={sectionTitle}>
              {text.target.title}
            </h2>
            {text.target.text.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
            <p>
              <a href={text.target.link.href} className={textLinkClass}>
                {text.target.link.text}
              </a>
            </p>
          </section>
          <section aria-labelledby="a11y-checks" className="space-y-3">
            <h2 id="a11y-checks" className={sectionTitle}>
              {text.checks.title}
            </h2>
            <p>{text.checks.intro}</p>
            <BulletList items={text.checks.items} />
            <p>{text.checks.closing}</p>
          </section>
          <section aria-labelledby="a11y-limits" className="space-y-3">
            <h2 id="a11y-limits" className={sectionTitle}>
              {text.limits.title}
            </h2>
            <BulletList items={text.limits.items} />
          </section>
          <section aria-labelledby="a11y-report" className="space-y-3 rounded-2xl bg-brand-50 p-6">
            <h2 id="a11y-report" className={sectionTitle}>
              {text.report.title}
            </h2>
            <p>{text.report.text}</p>
            <SiteLink to={linkTo("contact", { topic: text.report.topic })} className={standaloneLinkClass}>
              {text.report.link}
            </SiteLink>
          </section>
        </div>
      </PageBody>
    </>
  );
}
