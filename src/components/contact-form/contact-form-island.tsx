import { SiteProvider, type SiteContext } from "~/site/ui-text";
import { ContactForm } from "./contact-form";
import { NoticeToaster } from "./notices";

/**
 * The contact form as an island: the one part of the contact page that runs React in the browser.
 * Its tree is its own, so it takes the page's context as a prop like the page's other parts.
 */
export function ContactFormIsland({
  site,
  ...props
}: Parameters<typeof ContactForm>[0] & { site: SiteContext }) {
  return (
    <SiteProvider site={site}>
      <ContactForm {...props} />
      <NoticeToaster />
    </SiteProvider>
  );
}
