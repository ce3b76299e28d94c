// The barangay kit's price estimate (components/barangay-kit/): shows the chosen plan's row, counts
// its periods and total, and writes today's date and, with the supplier settings, the last day it is
// valid, which a page built once cannot know. The choice is kept in the address (?plan=…&periods=…),
// so an estimate can be shared, reopened, or carried to the other language by the language switcher,
// and in the link to the contact form, which then writes the request for that plan.
// Where the form's limits allow one period only, it has no field for them (data-periods).
import { QUOTATION_DATA } from "~/components/barangay-kit/quotation-ids";
import { formatPeso } from "~/lib/numbers";

const DAY_MS = 24 * 60 * 60 * 1000;
const at = <T extends Element>(root: ParentNode, name: keyof typeof QUOTATION_DATA) =>
  root.querySelector<T>(`[${QUOTATION_DATA[name]}]`);

const form = at<HTMLFormElement>(document, "form");
const quotation = at<HTMLElement>(document, "document");
if (form && quotation) {
  const plan = form.elements.namedItem("plan") as HTMLSelectElement;
  const periods = form.elements.namedItem("periods") as HTMLInputElement | null;
  const rows = [...quotation.querySelectorAll<HTMLTableRowElement>(`[${QUOTATION_DATA.row}]`)];
  const error = at<HTMLElement>(form, "periodsError");

  const linked = new URLSearchParams(window.location.search);
  const linkedPlan = linked.get("plan");
  if (linkedPlan && rows.some((row) => row.getAttribute(QUOTATION_DATA.row) === linkedPlan))
    plan.value = linkedPlan;
  if (periods) periods.value = linked.get("periods") ?? periods.value;

  // In the Philippines' time zone, as the contact form dates its messages.
  // The page's language, or the nearest one where the browser lacks it (langs.ts's `dates`).
  const dates = new Intl.DateTimeFormat(quotation.dataset.locale?.split(","), {
    dateStyle: "long",
    timeZone: "Asia/Manila",
  });
  const now = Date.now();
  at(quotation, "date")!.textContent = dates.format(now);
  const validUntil = at(quotation, "validUntil");
  if (validUntil) validUntil.textContent = dates.format(now + Number(quotation.dataset.validDays) * DAY_MS);

  // The contact form writes the quotation request for the plan its link names (?plan=…).
  const contact = at<HTMLAnchorElement>(document, "contact");

  const update = () => {
    if (contact) {
      const link = new URL(contact.href);
      link.searchParams.set("plan", plan.value);
      contact.href = `${link.pathname}${link.search}`;
    }
    const count = Number(periods?.value ?? form.dataset.periods);
    const isValid =
      !periods || (Number.isInteger(count) && count >= Number(periods.min) && count <= Number(periods.max));
    if (error) error.hidden = isValid;
    periods?.setAttribute("aria-invalid", String(!isValid));
    // A number that is not one keeps the last good quotation, and says why beside the field.
    if (!isValid) return;
    for (const row of rows) {
      row.hidden = row.getAttribute(QUOTATION_DATA.row) !== plan.value;
      const amount = formatPeso(Number(row.dataset.price) * count);
      at(row, "quantity")!.textContent = String(count);
      at(row, "amount")!.textContent = amount;
      if (!row.hidden) at(quotation, "total")!.textContent = amount;
    }
    const address = new URL(window.location.href);
    address.searchParams.set("plan", plan.value);
    if (periods) address.searchParams.set("periods", String(count));
    history.replaceState(history.state, "", address);
  };
  form.addEventListener("input", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  at<HTMLFieldSetElement>(form, "fields")!.disabled = false;
  update();
}
