// The invoice section's style rules for a page without JavaScript (issue 34; invoice-section.tsx): its fields show
// for a ticked "I want an invoice", the NIP for a company. Apart from the section, whose code loads on its own.

export const INVOICE_NO_SCRIPT_RULES = [
  "[data-invoice-fields],[data-invoice-business]{display:none}",
  "[data-checkout-form]:has([data-invoice-toggle] input:checked) [data-invoice-fields]{display:block}",
  '[data-checkout-form]:has([data-invoice-kind="business"]:checked) [data-invoice-business]{display:block}',
].join("\n");
