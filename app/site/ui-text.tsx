import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "react-router";
import { langInfo, langOfPath, type Lang } from "~/content/langs";
import type { UiText } from "~/content/ui";

const UiTextContext = createContext<UiText | null>(null);

/**
 * Hands the interface's words to every component below. Each language's layout route imports its
 * own ui module and provides it here, so a page's scripts carry one language's words.
 */
export function UiTextProvider({ text, children }: { text: UiText; children: ReactNode }) {
  return <UiTextContext value={text}>{children}</UiTextContext>;
}

/** The interface's words in the page's language. */
export function useUiText(): UiText {
  const text = useContext(UiTextContext);
  if (!text) throw new Error("useUiText needs a UiTextProvider (the language's layout route)");
  return text;
}

/** The page's language, from its path: /fil/... is Filipino. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** The page's language as a BCP 47 code, for `lang` attributes and third parties (reCAPTCHA's `hl`). */
export function useLangCode(): string {
  return langInfo[useLang()].code;
}
