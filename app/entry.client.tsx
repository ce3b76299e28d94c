// React Router's default client entry, plus one line: from here on React listens for events itself,
// so the early-click script in <head> stops recording (see lib/deferred-start.mjs).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopRecordingEarlyClicks } from "~/lib/deferred-start.mjs";

stopRecordingEarlyClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
