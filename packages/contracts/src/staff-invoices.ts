// Back office: invoices (issue 34, docs/invoices.md "In the back office"). The month's invoices and corrections of the
// caller's cities with how far KSeF has taken each, one invoice with its document and its corrections (or the invoice
// it corrects), the order's invoice buyer that staff fix before a rejected invoice is sent again, and the seller's
// settings as configured (admins).
import { VAT_RATES } from "@shop/domain";
import { z } from "zod";
import { CitySlug } from "./orders";

const Money = z.number().int().describe("Grosze (PLN minor units); a correction's are the change, negative when money goes back");
const Instant = z.iso.datetime({ offset: true });
const Day = z.iso.date().describe("A day, YYYY-MM-DD (shop time)");
const City = z.object({ slug: z.string(), name: z.string() });

/**
 * Where an invoice is with KSeF: `not-applicable` (a private person's invoice: issued as a PDF, never sent), `waiting`
 * (to be sent by the job), `sent` (KSeF took it, its decision awaited), `accepted` (its KSeF number and UPO), `rejected`
 * (KSeF's words in `message`: staff fix the data and send it again).
 */
export const KSEF_STATUS_CODES = ["not-applicable", "waiting", "sent", "accepted", "rejected"] as const;
export const KsefStatusCode = z.enum(KSEF_STATUS_CODES);
export type KsefStatusCode = z.infer<typeof KsefStatusCode>;

export const INVOICE_KIND_CODES = ["VAT", "KOR"] as const;
export const InvoiceKindCode = z.enum(INVOICE_KIND_CODES).describe("VAT: an invoice; KOR: a correcting invoice");
export type InvoiceKindCode = z.infer<typeof InvoiceKindCode>;

const Buyer = z.object({
  kind: z.enum(["business", "private"]).describe("business: a company with its NIP (sent to KSeF); private: a person (a PDF only)"),
  name: z.string(),
  nip: z.string().nullable().describe("Ten digits; null for a private person"),
});

export const StaffInvoice = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ example: "FV/2026/11/00042" }),
    kind: InvoiceKindCode,
    issueDate: Day,
    orderId: z.string(),
    city: City,
    buyer: Buyer,
    net: Money,
    vat: Money,
    gross: Money,
    ksef: z.object({
      status: KsefStatusCode,
      number: z.string().nullable().describe("The KSeF number once accepted"),
      message: z.string().nullable().describe("KSeF's words when it rejected the invoice, or why the last attempt failed"),
    }),
    corrects: z.object({ id: z.number().int(), number: z.string() }).nullable().describe("A correction: the invoice it corrects"),
  })
  .meta({ id: "StaffInvoice" });
export type StaffInvoice = z.infer<typeof StaffInvoice>;

export const StaffInvoiceQuery = z.object({
  month: z.string().trim().max(20).optional().describe("Issued in this month, YYYY-MM (default: the current month in shop time)"),
  city: CitySlug.optional(),
  q: z.string().trim().max(100).optional().describe("Part of the buyer's name, NIP or e-mail, an invoice number or an order id"),
  status: KsefStatusCode.optional(),
  kind: InvoiceKindCode.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StaffInvoiceQuery = z.infer<typeof StaffInvoiceQuery>;

export const StaffInvoiceList = z
  .object({
    month: z.string().describe("The month listed, YYYY-MM"),
    items: z.array(StaffInvoice),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "StaffInvoiceList" });
export type StaffInvoiceList = z.infer<typeof StaffInvoiceList>;

export const StaffInvoiceCsvQuery = StaffInvoiceQuery.pick({ month: true, city: true });
export type StaffInvoiceCsvQuery = z.infer<typeof StaffInvoiceCsvQuery>;

// ---------------------------------------------------------------- one invoice

const Address = z.object({ line1: z.string(), line2: z.string().nullable(), countryCode: z.string() });

const Line = z.object({
  position: z.number().int(),
  name: z.string(),
  quantity: z.number().int().nullable().describe("Units (negative when a correction takes them back); null: an amount line"),
  unit: z.string().nullable(),
  vatRate: z.enum(VAT_RATES),
  unitGross: Money.nullable(),
  unitNet: Money.nullable(),
  discount: Money.describe("The coupon's share of the line"),
  net: Money,
  vat: Money,
  gross: Money,
});

const RateTotal = z.object({ vatRate: z.enum(VAT_RATES), net: Money, vat: Money, gross: Money });

export const StaffInvoiceDetail = StaffInvoice.extend({
  saleDate: Day,
  issuedAt: Instant.describe("When the document was drawn (again, after a resend)"),
  placeOfIssue: z.string().nullable(),
  seller: z.object({ nip: z.string(), name: z.string(), address: Address, bankAccount: z.string().nullable() }),
  buyerAddress: Address.nullable(),
  lines: z.array(Line),
  totals: z.object({ byRate: z.array(RateTotal), net: Money, vat: Money, gross: Money }),
  payment: z.object({ method: z.enum(["in-store", "online", "crypto"]), paidOn: Day.nullable() }),
  correction: z
    .object({ reason: z.string(), original: z.object({ number: z.string(), issueDate: Day, ksefNumber: z.string().nullable() }) })
    .nullable(),
  /** A VAT invoice: its corrections, oldest first; a correction: the invoice it corrects and the other corrections. */
  related: z.array(StaffInvoice),
  ksefProgress: z.object({
    attempts: z.number().int().describe("Attempts to send it so far"),
    nextAttemptAt: Instant.nullable().describe("When the sender job tries next (waiting, sent)"),
    acceptedAt: Instant.nullable(),
    upo: z.boolean().describe("KSeF's official receipt (UPO) is kept: downloadable"),
  }),
  /** Only a rejected invoice is sent again (after the data was fixed). */
  mayResend: z.boolean(),
  createdAt: Instant,
  updatedAt: Instant,
}).meta({ id: "StaffInvoiceDetail" });
export type StaffInvoiceDetail = z.infer<typeof StaffInvoiceDetail>;

export const InvoiceParams = z.object({
  invoiceId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }),
});

// ---------------------------------------------------------------- the order's invoice buyer

export const StaffOrderInvoices = z
  .object({
    orderId: z.string(),
    buyer: z
      .object({
        kind: z.enum(["business", "private"]),
        name: z.string(),
        nip: z.string().nullable(),
        address: Address.nullable(),
      })
      .nullable()
      .describe("Who the order's invoice is for; null: the order asks for no invoice"),
    /** Staff may set the buyer now: the order has no invoice yet, or only invoices KSeF rejected. */
    buyerEditable: z.boolean(),
    invoices: z.array(StaffInvoice).describe("The VAT invoice first, then its corrections"),
  })
  .meta({ id: "StaffOrderInvoices" });
export type StaffOrderInvoices = z.infer<typeof StaffOrderInvoices>;

export const InvoiceBuyerUpdate = z
  .object({
    name: z.string({ error: "required" }).trim().min(1, "required").max(512, "tooLong").describe("The company's full name"),
    nip: z.string({ error: "required" }).trim().min(1, "required").max(20, "tooLong").describe("Ten digits with a valid checksum"),
    line1: z.string({ error: "required" }).trim().min(1, "required").max(512, "tooLong").describe("Street and number"),
    line2: z.string().trim().max(512, "tooLong").optional().describe("Postal code and town"),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/)
      .optional()
      .describe("ISO 3166 alpha-2 (default PL)"),
  })
  .meta({ id: "InvoiceBuyerUpdate" });
export type InvoiceBuyerUpdate = z.infer<typeof InvoiceBuyerUpdate>;

// ---------------------------------------------------------------- the settings (admins)

export const InvoicingSettingsView = z
  .object({
    enabled: z.boolean().describe("A seller is configured: invoices are issued"),
    seller: z.object({ nip: z.string(), name: z.string(), address: Address, bankAccount: z.string().nullable() }).nullable(),
    series: z.string().nullable(),
    correctionSeries: z.string().nullable(),
    placeOfIssue: z.string().nullable(),
    ksef: z
      .object({
        host: z.string().describe('The KSeF API host invoices go to ("stand-in" for the local stand-in)'),
        standIn: z.boolean().describe("The local stand-in (demo mode), not the Ministry's KSeF"),
      })
      .nullable()
      .describe("null: KSeF is not configured (business invoices wait)"),
  })
  .meta({ id: "InvoicingSettingsView" });
export type InvoicingSettingsView = z.infer<typeof InvoicingSettingsView>;
