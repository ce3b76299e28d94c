/**
 * The data attributes that the quotation's script (scripts/quotation.ts) finds its parts by: a module
 * of its own, so that script carries these names and nothing of the components.
 */
export const QUOTATION_DATA = {
  form: "data-quotation-form",
  fields: "data-quotation-fields",
  periodsError: "data-quotation-periods-error",
  document: "data-quotation",
  date: "data-quotation-date",
  validUntil: "data-quotation-valid-until",
  row: "data-quotation-plan",
  quantity: "data-quotation-quantity",
  amount: "data-quotation-amount",
  total: "data-quotation-total",
  /** The link to the contact form's quotation topic, which the script gives the chosen plan. */
  contact: "data-quotation-contact",
} as const;
