import { ContactDetails } from "~/components/contact-form/contact-details";
import { ContactForm } from "~/components/contact-form/contact-form";
import { EmergencyNotice } from "~/components/contact-form/emergency-notice";
import { NoticeToaster } from "~/components/contact-form/notices";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { siteConfig } from "~/config/site";
import { contactDetailsText, contactFormText, emergencyNotice } from "~/content/contact";
import { contactPage } from "~/content/contact";
import { linkTo } from "~/site/links";
import { pageMeta } from "~/site/meta";

const page = contactPage;

export const meta = () => pageMeta(page);

export default function ContactPage() {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-title" className="space-y-6">
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {contactFormText.formTitle}
          </h2>
          <EmergencyNotice {...emergencyNotice} />
          <ContactForm
            text={contactFormText}
            recaptchaSiteKey={siteConfig.recaptchaSiteKey}
            contactEmail={siteConfig.contact.email}
            privacyHref={linkTo("privacy")}
          />
        </section>
        <ContactDetails {...contactDetailsText} />
      </PageBody>
      <NoticeToaster />
    </>
  );
}
