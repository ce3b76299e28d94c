import { useEffect, useState } from "react";
import type { formatTemplate } from "~/lib/message-template";
import { useLangCode } from "~/site/ui-text";
import type { ContactFormText } from "./contact-text";

type Format = typeof formatTemplate;

let format: Format | undefined;
let loading: Promise<Format> | undefined;

/**
 * Loads the formatter of the counter's words (lib/message-template.ts) once: on the visitor's first
 * move in the form, with the sending code, or when the counter first shows. It is no part of the
 * page's first load, which has no room for it (docs/performance.md).
 */
export function loadCounterFormat(): Promise<Format> {
  loading ??= import("./counter-format").then(
    (module) => (format = module.formatTemplate),
    (error: unknown) => {
      // A failed chunk load (the connection dropped) may succeed on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Characters left under the message's limit, or over it: "You have 12 characters remaining". */
export function MessageCounter({
  remaining,
  words,
}: {
  remaining: number;
  words: ContactFormText["counter"];
}) {
  const locale = useLangCode();
  const [loaded, setLoaded] = useState(() => format);
  useEffect(() => {
    if (!loaded)
      loadCounterFormat().then(
        (found) => setLoaded(() => found),
        () => undefined,
      );
  }, [loaded]);
  return (
    <span
      data-testid="message-counter"
      className={remaining < 0 ? "font-semibold text-alert-600" : undefined}
    >
      {loaded?.(remaining < 0 ? words.over : words.remaining, { count: Math.abs(remaining) }, locale)}
    </span>
  );
}
