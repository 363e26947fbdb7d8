// A customer's invoices (issue 34, docs/invoices.md): the VAT invoice of an order and its corrections, as the order's
// page and the cabinet list them, with where KSeF has them in plain words and the addresses of their files.
import { z } from "zod";

/**
 * Where KSeF has the invoice, as the customer needs to know it: `in-ksef` (it has its KSeF number), `not-yet` (a
 * business invoice the shop is still sending: its PDF says "not yet in KSeF"), `not-applicable` (a private person's
 * invoice: a PDF only, never sent to KSeF).
 */
export const CUSTOMER_KSEF_STATES = ["in-ksef", "not-yet", "not-applicable"] as const;
export type CustomerKsefState = (typeof CUSTOMER_KSEF_STATES)[number];

export const CustomerInvoice = z
  .object({
    id: z.number().int().describe("The invoice's id (its files' addresses carry it)"),
    orderId: z.string(),
    number: z.string().meta({ example: "FV/2026/11/00042" }),
    kind: z.enum(["VAT", "KOR"]).describe("VAT: the order's invoice; KOR: a correcting invoice (a cancellation, a refund)"),
    corrects: z.string().nullable().describe("A correction: the number of the invoice it corrects"),
    issueDate: z.iso.date(),
    gross: z.number().int().describe("Grosze; a correction's change (negative when money went back)"),
    buyer: z.enum(["business", "private"]),
    ksef: z.object({
      state: z.enum(CUSTOMER_KSEF_STATES),
      number: z.string().nullable().describe("The number KSeF gave the invoice, once it has one"),
      text: z.string().describe("The state in plain words, in the Locale header's language"),
    }),
    files: z.object({
      pdf: z.string().describe("The API address of its PDF"),
      xml: z.string().nullable().describe("The API address of its FA(3) XML (business invoices only)"),
    }),
  })
  .meta({ id: "CustomerInvoice" });
export type CustomerInvoice = z.infer<typeof CustomerInvoice>;

export const CustomerInvoiceList = z
  .object({ items: z.array(CustomerInvoice).describe("Newest order first; an order's VAT invoice before its corrections") })
  .meta({ id: "CustomerInvoiceList" });
export type CustomerInvoiceList = z.infer<typeof CustomerInvoiceList>;
