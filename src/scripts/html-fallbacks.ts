/*
 * What the site's dialogs ask of a browser that some visitors' browsers lack (docs/browsers.md; the
 * menu's popover is scripts/site-nav.ts's).
 * Each part checks for the feature first and does nothing where the browser has it, so a current
 * browser runs none of it. Without any script the pages still read whole and every link works.
 */

/** Whether a click landed outside an element's box: on a modal dialog's backdrop. */
function isOutside(element: Element, event: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * HTML's invoker commands (`commandfor` and `command` on a button), for the dialog commands the
 * site uses: Safari before 26.2, Firefox before 144 and Chromium before 135 have none, and phone
 * browsers built on Chromium trail Chrome by months. Without this, a dialog's close button and
 * "Got it!" do nothing there, and the Apple button opens nothing.
 */
function supplyInvokerCommands(): void {
  if ("command" in HTMLButtonElement.prototype) return;
  // On window, so the page's own handlers on document go first and may take a click over
  // (scripts/card-dialogs.ts opens a card's dialog with its URL).
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented) return;
    const button = (event.target as Element | null)?.closest?.("button[commandfor]");
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) {
      dialog.showModal();
      // Safari does not focus a button on click, so closing would leave focus nowhere.
      dialog.addEventListener("close", () => returnFocusTo(button), { once: true });
    } else if (command === "close" && dialog.open) {
      dialog.close();
    }
  });
}

/**
 * Gives focus to an element after a dialog closed, where the browser left it nowhere: once the
 * browser has put focus back where it was before the dialog opened, after the close event. Nowhere
 * is the body, or, in Firefox and Safari, the closed dialog's own button that was pressed.
 */
export function returnFocusTo(element: HTMLElement | null): void {
  setTimeout(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest("dialog:not([open])")) element?.focus();
  });
}

/**
 * `closedby="any"` on a dialog: a click on its backdrop closes it, as Escape does. Safari has no
 * `closedby` yet, Firefox before 141 and Chromium before 134 neither. A press that starts inside
 * the dialog (selecting its text) and ends outside does not close it.
 */
function supplyClosedByAny(): void {
  if ("closedBy" in HTMLDialogElement.prototype) return;
  let pressedOn: EventTarget | null = null;
  document.addEventListener("pointerdown", (event) => {
    pressedOn =
      event.target instanceof HTMLDialogElement && isOutside(event.target, event) ? event.target : null;
  });
  document.addEventListener("click", (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || dialog !== pressedOn) return;
    if (dialog.open && dialog.getAttribute("closedby") === "any" && isOutside(dialog, event)) dialog.close();
  });
}

export function supplyMissingHtmlFeatures(): void {
  supplyInvokerCommands();
  supplyClosedByAny();
}
