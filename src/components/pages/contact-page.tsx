import type { ReactNode } from "react";
import { ContactDetails } from "~/components/contact-form/contact-details";
import { EmergencyNotice } from "~/components/contact-form/emergency-notice";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import type {
  ContactDetailsText,
  ContactFormText,
  EmergencyText,
} from "~/components/contact-form/contact-text";
import type { PageWithText } from "~/content/pages";

type ContactPageProps = {
  page: PageWithText;
  formText: ContactFormText;
  /** The notice's words and the hotline it links to. */
  emergency: EmergencyText & { hotline: string };
  details: ContactDetailsText;
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
