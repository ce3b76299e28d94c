import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { FactSection } from "~/components/safety/fact-section";
import { safetyEmergency, safetyPage, safetySections } from "~/content/safety";
import { pageMeta } from "~/site/meta";

const page = safetyPage;

export const meta = () => pageMeta(page);

export default function SafetyPage() {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody>
        <div className="mx-auto max-w-3xl space-y-6">
          <p
            role="note"
            className="rounded-xl border-2 border-alert-600 bg-red-50 p-5 font-semibold text-slate-900"
          >
            {safetyEmergency.lead}{" "}
            <a
              href={`tel:${safetyEmergency.hotline}`}
              className="text-alert-600 underline underline-offset-2"
            >
              {safetyEmergency.hotline}
            </a>
            .
          </p>
          {safetySections.map((section) => (
            <FactSection key={section.id} section={section} />
          ))}
        </div>
      </PageBody>
    </>
  );
}
