import { useEffect, useRef, useState } from "react";
import { useRecaptchaLang } from "~/site/ui-text";
import { loadRecaptcha, type Grecaptcha } from "./recaptcha";

export type CaptchaStatus = "loading" | "ready" | "failed";

/**
 * Loads reCAPTCHA and renders its checkbox into `containerRef`. `token` is the current answer, or null
 * when not done, expired or errored; `reset` clears it for the next send.
 */
export function useRecaptcha(siteKey: string) {
  const lang = useRecaptchaLang();
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>("loading");
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    let isCancelled = false;
    // A fresh element each time: grecaptcha refuses to render twice into the same one.
    const host = document.createElement("div");
    containerRef.current?.append(host);

    loadRecaptcha(lang).then(
      (api) => {
        if (isCancelled) return;
        const id = api.render(host, {
          sitekey: siteKey,
          callback: (answer) => setToken(answer),
          // An expired answer counts as not done.
          "expired-callback": () => setToken(null),
          "error-callback": () => setToken(null),
        });
        widget.current = { api, id };
        setStatus("ready");
      },
      () => {
        if (!isCancelled) setStatus("failed");
      },
    );

    return () => {
      isCancelled = true;
      widget.current = null;
      host.remove();
    };
  }, [siteKey, lang]);

  const reset = () => {
    if (widget.current) widget.current.api.reset(widget.current.id);
    setToken(null);
  };

  return { containerRef, status, token, reset };
}
