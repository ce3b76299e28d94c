import type { ReactNode } from "react";
import type { Page } from "~/content/pages";
import type { LegalDocument } from "~/content/legal/legal-document";
import { CardPage } from "./card-page";

/** A legal document's page: its cards, and the date the text was last changed. */
export function LegalPage({
  page,
  document,
  children,
}: {
  page: Page;
  document: LegalDocument;
  children?: ReactNode;
}) {
  return (
    <CardPage
      page={page}
      cards={document.cards}
      headerNote={<p className="mt-6 text-sm text-slate-600">Last updated: {document.lastUpdated}</p>}
    >
      {children}
    </CardPage>
  );
}
