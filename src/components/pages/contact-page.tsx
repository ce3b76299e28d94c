import type { ReactNode } from "react";
import { ContactDetails } from "~/components/contact-form/contact-details";
import { EmergencyNotice } from "~/components/contact-form/emergency-notice";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import type { contactDetailsText, ContactFormText, emergencyNotice } from "~/content/contact";
import type { PageWithText } from "~/content/pages";
import type { Translation } from "~/content/types";

type ContactPageProps = {
  page: PageWithText;
  formText: ContactFormText;
  emergency: Translation<typeof emergencyNotice>;
  details: Translation<typeof contactDetailsText>;
  /** The form itself, an island the page module hydrates. */
  children: ReactNode;
};

/** Contact: the form with its emergency notice, and the team's details beside it. */
export function ContactPage({ page, formText, emergency, details, children }: ContactPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-title" className="space-y-6">
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {formText.formTitle}
          </h2>
          <EmergencyNotice {...emergency} />
          {children}
        </section>
        {/* Beside the form on a wide screen, under it on a phone. */}
        <ContactDetails {...details} />
      </PageBody>
    </>
  );
}
