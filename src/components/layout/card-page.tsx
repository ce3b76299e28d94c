import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header/page-header";
import type { PageWithText } from "~/content/pages";
import { PageBody } from "./page-body";

type CardPageProps = {
  page: PageWithText;
  /** The page's grid of cards, each with its dialog (content-card/card-grid.astro, a slot of the page module). */
  cards: ReactNode;
  /** Shown under the cards, e.g. the privacy policy's link to the terms. */
  children?: ReactNode;
  /** Shown under the subtitle, e.g. a legal document's date. */
  headerNote?: ReactNode;
};

/** A page made of its header and a grid of content cards, each with its dialog. */
export function CardPage({ page, cards, children, headerNote }: CardPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider>
        {headerNote}
      </PageHeader>
      <PageBody>
        {cards}
        {children}
      </PageBody>
    </>
  );
}
