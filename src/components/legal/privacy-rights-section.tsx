import { ContentBlocks } from "~/components/content-card/content-blocks";
import type { ContentBlock } from "~/content/types";

/** The privacy policy's section on the reader's rights and whom to contact. */
export function PrivacyRightsSection({ title, blocks }: { title: string; blocks: readonly ContentBlock[] }) {
  return (
    <section aria-labelledby="privacy-rights" className="mx-auto mt-16 max-w-3xl">
      <h2 id="privacy-rights" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">
        <ContentBlocks blocks={blocks} />
      </div>
    </section>
  );
}
