import { ContactPage } from "~/components/pages/contact-page";
import { contactDetailsText, contactFormText, contactPage, emergencyNotice } from "~/content/contact";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(contactPage);

export default function Contact() {
  return (
    <ContactPage
      page={contactPage}
      formText={contactFormText}
      emergency={emergencyNotice}
      details={contactDetailsText}
    />
  );
}
