import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { LATER_ATTRIBUTE, pressEarlyClickWithin } from "~/lib/deferred-start.mjs";

/** Renders nothing; once the section around it has hydrated, presses a button pressed in it before. */
function AfterHydration({ container }: { container: RefObject<HTMLDivElement | null> }) {
  useEffect(() => pressEarlyClickWithin(container.current), [container]);
  return null;
}

/**
 * A part of the page whose script loads after the page's first ones (its children are
 * React.lazy): pre-rendered into the HTML like the rest, and a button pressed in it before its
 * script arrives is pressed again once it has (lib/deferred-start.mjs).
 */
export function LaterSection({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  return (
    <div ref={container} {...{ [LATER_ATTRIBUTE]: "" }}>
      <Suspense fallback={null}>
        {children}
        <AfterHydration container={container} />
      </Suspense>
    </div>
  );
}
