import { Mail } from "lucide";
import { siteConfig } from "~/config/site";
import { Icon } from "~/components/ui/icon";
import { useUiText } from "~/site/ui-text";
import type { ContactDetailsText } from "./contact-text";

/** The contact channels from the site settings. Plain links: they work without JavaScript. */
export function ContactDetails({ title, text, emailLabel, socialLink }: ContactDetailsText) {
  const { newTab } = useUiText();
  return (
    <section
      aria-labelledby="contact-details-title"
      className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="contact-details-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <dl className="mt-6 space-y-4">
        {siteConfig.contact.email ? (
          <div>
            <dt className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              <Icon icon={Mail} className="size-4" />
              {emailLabel}
            </dt>
            <dd className="mt-1">
              <a
                href={`mailto:${siteConfig.contact.email}`}
                className="text-lg font-semibold break-all text-brand-700 underline underline-offset-2"
              >
                {siteConfig.contact.email}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {siteConfig.social.label}
          </dt>
          <dd className="mt-1">
            <a
              href={siteConfig.social.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {socialLink}
              <span className="sr-only"> {newTab}</span>
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
