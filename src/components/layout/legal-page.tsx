import type { ReactNode } from "react";
import type { PageWithText } from "~/content/pages";
import { CardPage } from "./card-page";

/** A legal document's page: its cards, and the line that gives its effective date. */
export function LegalPage({
  page,
  cards,
  dateLine,
  children,
}: {
  page: PageWithText;
  /** Its grid of cards (CardPage's). */
  cards: ReactNode;
  dateLine: string;
  children?: ReactNode;
}) {
  return (
    <CardPage
      page={page}
      cards={cards}
      headerNote={<p className="mt-6 text-sm text-slate-600">{dateLine}</p>}
    >
      {children}
    </CardPage>
  );
}
