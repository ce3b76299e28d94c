import { LogoMark } from "~/components/layout/logo";
import { siteConfig } from "~/config/site";
import { Fillable } from "~/components/print/fillable";
import { BLANK, FILL_DATA } from "~/lib/paper-fill";
import type { PosterWords } from "~/content/types";

/** Two lines to write the hotlines on, until they are typed (at most HOTLINE_LINES, scripts/paper-fill.ts). */
const HOTLINES_BLANK = `${BLANK.repeat(2)}\n${BLANK.repeat(2)}`;

/**
 * The poster as one sheet. Sizes are in container units (cqw) of the sheet's width, so the same
 * layout fills an A4 page in print (210 mm wide, 297 mm tall) and scales on screen; on a phone,
 * text stops shrinking at 1rem and the sheet grows taller instead. The QR code is 27cqw: 57 mm of
 * print, well over the 4 cm a phone needs to read it.
 */
export function PosterSheet({ text, qrSrc }: { text: PosterWords; qrSrc: string }) {
  return (
    <div className="@container mx-auto w-full max-w-3xl print:max-w-none">
      {/* Named by its own words, the name and the line under it, in the page's language. */}
      <article
        aria-labelledby="poster-name poster-tagline"
        data-slot="poster-sheet"
        className="flex min-h-[141.4cqw] flex-col overflow-hidden bg-white text-[max(1rem,2.15cqw)] text-slate-900 shadow-lg ring-1 ring-slate-200 [page:poster] print:h-[297mm] print:min-h-0 print:shadow-none print:ring-0"
      >
        <div className="bg-brand-900 px-[6.5cqw] py-[4cqw] text-white">
          <p
            id="poster-name"
            className="flex items-center gap-[3cqw] text-[max(2rem,7cqw)] leading-none font-bold"
          >
            <LogoMark className="size-[max(2.5rem,8cqw)] shrink-0" />
            {siteConfig.name}
          </p>
          <p
            id="poster-tagline"
            className="mt-[2.5cqw] text-[max(1.125rem,3cqw)] leading-snug text-brand-100"
          >
            {text.tagline}
          </p>
        </div>

        <p className="mx-[6.5cqw] mt-[3.5cqw] rounded-[2cqw] bg-alert-600 px-[3cqw] py-[1.6cqw] text-center text-[max(1.5rem,4.6cqw)] font-bold text-white">
          {text.emergency.lead} <span className="whitespace-nowrap">{text.emergency.call}</span>
        </p>

        <div className="mx-[6.5cqw] mt-[3.5cqw] mb-[3cqw] grid grid-cols-1 gap-[5cqw] @md:grid-cols-[auto_1fr]">
          <section aria-labelledby="poster-scan">
            <h2 id="poster-scan" className="text-[max(1.25rem,3.4cqw)] font-bold text-brand-900">
              {text.scan.title}
            </h2>
            <img
              src={qrSrc}
              alt={text.scan.qrAlt}
              width={45}
              height={45}
              className="mt-[1.5cqw] -ml-[2.4cqw] w-[max(10rem,27cqw)]"
            />
            <p className="mt-[1cqw] font-bold">{text.scan.store}</p>
            <p className="mt-[0.5cqw] text-[max(0.875rem,1.8cqw)] @md:max-w-[27cqw] text-slate-700">
              {text.scan.otherStores}
            </p>
          </section>
          <section aria-labelledby="poster-steps">
            <h2 id="poster-steps" className="text-[max(1.25rem,3.4cqw)] font-bold text-brand-900">
              {text.steps.title}
            </h2>
            <ol className="mt-[2cqw] space-y-[1.8cqw]">
              {text.steps.items.map((step, index) => (
                <li key={step} className="flex gap-[2.5cqw]">
                  <span className="flex size-[max(2rem,4.4cqw)] shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-[0.6cqw] text-[max(1rem,2.25cqw)] leading-snug">{step}</span>
                </li>
              ))}
            </ol>
            {/* The barangay's own, beside the code: its name and hotlines, typed over the poster or written in. */}
            <div className="mt-[2.5cqw] rounded-[1.5cqw] border-2 border-slate-300 px-[2.5cqw] py-[1.2cqw]">
              <p className="text-[max(1.125rem,2.4cqw)] leading-tight font-bold text-brand-900">
                <Fillable text={text.local.barangay} />
              </p>
              <p className="mt-[1cqw] text-[max(0.875rem,1.9cqw)]">{text.local.hotlines}</p>
              <p
                {...{ [FILL_DATA.target]: "hotlines", [FILL_DATA.blank]: HOTLINES_BLANK }}
                className="paper-blank text-[max(0.875rem,1.9cqw)] leading-snug font-semibold"
              >
                {HOTLINES_BLANK}
              </p>
            </div>
          </section>
        </div>

        <section
          aria-labelledby="poster-categories"
          className="mx-[6.5cqw] mt-auto mb-[4.5cqw] rounded-[2.4cqw] bg-brand-50 px-[3cqw] py-[2.5cqw]"
        >
          <h2 id="poster-categories" className="text-[max(1.25rem,2.9cqw)] font-bold text-brand-900">
            {text.categories.title}
          </h2>
          <ul className="mt-[2cqw] grid grid-cols-2 gap-x-[3cqw] gap-y-[1.2cqw] @md:grid-cols-3">
            {text.categories.items.map((category) => (
              <li
                key={category}
                className="flex items-baseline gap-[1.5cqw] text-[max(0.875rem,1.9cqw)] leading-snug"
              >
                <span
                  aria-hidden="true"
                  className="size-[max(0.5rem,1.2cqw)] shrink-0 rounded-full bg-alert-600"
                />
                {category}
              </li>
            ))}
          </ul>
        </section>
      </article>
    </div>
  );
}
