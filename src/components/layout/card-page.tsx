import type { ReactNode } from "react";
import { CardGrid } from "~/components/content-card/card-grid";
import { PageHeader } from "~/components/page-header/page-header";
import type { PageWithText } from "~/content/pages";
import type { Card as PageCard } from "~/content/types";
import { PageBody } from "./page-body";

type CardPageProps = {
  page: PageWithText;
  cards: readonly PageCard[];
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
        <CardGrid cards={cards} isFirstOnPage />
        {children}
      </PageBody>
    </>
  );
}
