import { SiteLink } from "~/components/site-link/site-link";
import { siteConfig } from "~/config/site";
import type { NavGroup } from "~/site/navigation";
import { useUiText } from "~/site/ui-text";
import { LanguageSwitcher } from "./language-switcher";
import { LogoMark } from "./logo";

/** Site footer: what Brisk is, the link groups, the social link and the copyright line. */
export function SiteFooter({ groups }: { groups: readonly NavGroup[] }) {
  const text = useUiText();
  return (
    <footer className="bg-brand-950 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <p className="flex items-center gap-2 text-xl font-bold text-white">
            <LogoMark className="size-8" />
            {siteConfig.name}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-6">{text.footer.about}</p>
          <a
            href={siteConfig.social.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-white underline-offset-4 hover:underline"
          >
            <FacebookIcon />
            {text.footer.follow}
            <span className="sr-only"> {text.newTab}</span>
          </a>
        </div>

        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
            <ul className="mt-4 space-y-1">
              {group.items.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} className="footer-link">
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm sm:px-6">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.name}. {text.footer.rights}
          </p>
          <LanguageSwitcher className="inline-block rounded-md py-1.5 font-semibold text-white underline-offset-4 hover:underline" />
        </div>
      </div>
    </footer>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z" />
    </svg>
  );
}
