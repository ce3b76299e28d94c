import { IslandProvider, type IslandUi, type PageLanguage } from "~/site/ui-text";
import { ContactForm } from "./contact-form";

/**
 * The contact form as an island: the one part of the contact page that runs React in the browser.
 * Its tree is its own: it takes the page's language, and of the interface's words only its own.
 */
export function ContactFormIsland({
  language,
  ui,
  ...props
}: Omit<Parameters<typeof ContactForm>[0], "errorPrefix"> & { language: PageLanguage; ui: IslandUi }) {
  return (
    <IslandProvider language={language}>
      <ContactForm {...props} errorPrefix={ui.errorPrefix} />
    </IslandProvider>
  );
}
