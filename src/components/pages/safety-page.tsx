import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { HotlineCall } from "~/components/safety/hotline-call";
import { FactSection, type SafetySection } from "~/components/safety/fact-section";
import type { PageWithText } from "~/content/pages";

type SafetyPageProps = {
  page: PageWithText;
  /** Said first: Brisk is no emergency hotline; `lead` comes before the hotline's number. */
  emergency: { lead: string; hotline: string };
  sections: readonly SafetySection[];
};

/** Safety and Trust: the 911 note, then one section a topic. */
export function SafetyPage({ page, emergency, sections }: SafetyPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody>
        <div className="mx-auto max-w-3xl space-y-6">
          <p
            role="note"
            className="rounded-xl border-2 border-alert-600 bg-red-50 p-5 font-semibold text-slate-900"
          >
            <HotlineCall
              lead={emergency.lead}
              hotline={emergency.hotline}
              linkClassName="text-alert-600 underline underline-offset-2"
            />
          </p>
          {sections.map((section) => (
            <FactSection key={section.id} section={section} />
          ))}
        </div>
      </PageBody>
    </>
  );
}
