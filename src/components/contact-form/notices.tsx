import { useEffect, useSyncExternalStore } from "react";
import type * as SonnerModule from "sonner";
import type { Notice } from "./contact-text";
import type { UiText } from "~/site/ui-text";

/** How long each notice stays unless dismissed. */
const NOTICE_DURATION_MS = 10_000;

type Sonner = typeof SonnerModule;

// Sonner loads on the visitor's first move in the form, not with the page: most visits to /contact
// only read the details, and the page's first load stays inside its JavaScript budget.
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the notices (once); resolves when they can be shown. */
export function loadNotices(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A failed chunk load (the connection dropped) may succeed on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Shows a notice. When the notices cannot load, the form's own status line still says what
 * happened, so this fails quietly.
 */
export async function showNotice(notice: Notice, kind: "error" | "success"): Promise<void> {
  try {
    const { toast } = await loadNotices();
    const show = kind === "error" ? toast.error : toast.success;
    show(notice.title, { description: notice.text, duration: NOTICE_DURATION_MS });
  } catch (error) {
    console.warn("Notices could not load:", error);
  }
}

/** Where notices appear, named in the page's language; renders nothing until Sonner has loaded. */
export function NoticeToaster({ words }: { words: UiText["notices"] }) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  );

  // Sonner keeps notices in a module-level store and shows them again to the next Toaster that
  // mounts; leaving the page ends them, so coming back does not replay an old "Error".
  useEffect(() => () => void sonner?.toast.dismiss(), []);

  if (!loaded) return null;
  const { Toaster } = loaded;
  // Notices stay 10 s, can be closed, and are announced by screen readers (Sonner's live region),
  // whose name and close button speak the page's language (Sonner's own are English).
  return (
    <Toaster
      richColors
      closeButton
      position="top-center"
      offset={80}
      mobileOffset={72}
      customAriaLabel={words.region}
      toastOptions={{ closeButtonAriaLabel: words.close }}
    />
  );
}
