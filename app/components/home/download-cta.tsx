import { StoreButtons } from "~/components/store-buttons/store-buttons";
import type { ComingSoonPlatformNames } from "~/content/home";

type DownloadCtaProps = {
  id: string;
  title: string;
  text: string;
  platformNames: ComingSoonPlatformNames;
};

/** The call to action with the store buttons. */
export function DownloadCta({ id, title, text, platformNames }: DownloadCtaProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16 bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <StoreButtons platformNames={platformNames} className="mt-10" />
      </div>
    </section>
  );
}
