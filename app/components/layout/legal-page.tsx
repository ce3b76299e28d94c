import type { ReactNode } from "react";
import type { PageWithText } from "~/content/pages";
import type { LegalDocument } from "~/content/legal/legal-document";
import { CardPage } from "./card-page";

/** A legal document's page: its cards, and the line that gives its effective date. */
export function LegalPage({
  page,
  document,
  dateLine,
  children,
}: {
  page: PageWithText;
  document: LegalDocument;
  dateLine: string;
  children?: ReactNode;
}) {
  return (
    <CardPage
      page={page}
      cards={document.cards}
      headerNote={<p className="mt-6 text-sm text-slate-600">{dateLine}</p>}
    >
      {children}
    </CardPage>
  );
}
