import { ContactForm } from "~/components/contact-form/contact-form";
import { EmergencyNotice } from "~/components/contact-form/emergency-notice";
import { NoticeToaster } from "~/components/contact-form/notices";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { lazy, Suspense } from "react";
import { siteConfig } from "~/config/site";
import type { contactDetailsText, ContactFormText, emergencyNotice } from "~/content/contact";
import type { PageWithText } from "~/content/pages";
import { linkTo } from "~/site/links";
import type { Translation } from "~/content/types";

// Beside the form on a wide screen, under it on a phone: pre-rendered into the HTML like the rest,
// but its script loads after the page's first ones. Its links work as plain links until then.
const ContactDetails = lazy(() =>
  import("~/components/contact-form/contact-details").then((module) => ({ default: module.ContactDetails })),
);

type ContactPageProps = {
  page: PageWithText;
  formText: ContactFormText;
  emergency: Translation<typeof emergencyNotice>;
  details: Translation<typeof contactDetailsText>;
};

/** Contact: the form with its emergency notice, and the team's details beside it. */
export function ContactPage({ page, formText, emergency, details }: ContactPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-title" className="space-y-6">
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {formText.formTitle}
          </h2>
          <EmergencyNotice {...emergency} />
          <ContactForm
            text={formText}
            recaptchaSiteKey={siteConfig.recaptchaSiteKey}
            contactEmail={siteConfig.contact.email}
            privacyHref={linkTo("privacy")}
          />
        </section>
        <Suspense fallback={null}>
          <ContactDetails {...details} />
        </Suspense>
      </PageBody>
      <NoticeToaster />
    </>
  );
}
