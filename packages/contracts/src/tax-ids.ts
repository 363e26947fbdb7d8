// Tax numbers (issue 34; docs/invoices.md "NIP checks"): a NIP as customers type it (checked by its checksum before
// anything else), what the Ministry of Finance's White List or the EU's VIES said of a number on a day (with the
// registry's request id as proof), and the invoice a customer asks for at checkout.
import { parseEuVatNumber, parseNip } from "@shop/domain";
import { z } from "zod";

/**
 * What a registry said: `active` (an active VAT payer; VIES: a valid VAT number), `inactive` (registered but not
 * active: exempt, removed), `not-found` (not in the register; VIES: not a valid number), `unknown` (the registry did
 * not answer: nothing is known, the number is not refused for it).
 */
export const TAX_ID_STATUSES = ["active", "inactive", "not-found", "unknown"] as const;
export const TaxIdStatus = z.enum(TAX_ID_STATUSES);
export type TaxIdStatus = z.infer<typeof TaxIdStatus>;

/** A NIP as typed ("525-200-00-02", "PL 5252000002"): ten digits with a valid check digit; parsed, the ten digits. */
export const NipField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(20, "invalidNip")
  .refine((value) => parseNip(value) !== null, "invalidNip")
  .transform((value) => parseNip(value) ?? value);

/** An EU VAT number with its country code ("DE123456789"); parsed, without spaces, Greece as EL. */
export const VatNumberField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(20, "invalidVatNumber")
  .refine((value) => parseEuVatNumber(value) !== null, "invalidVatNumber")
  .transform((value) => {
    const parsed = parseEuVatNumber(value);
    return parsed ? `${parsed.countryCode}${parsed.number}` : value;
  });

export const NipParam = z.object({ nip: NipField.describe("The NIP: ten digits, dashes and spaces allowed") });
export const VatNumberParam = z.object({ vatNumber: VatNumberField.describe("The VAT number with its country code") });

export const TaxIdCheck = z
  .object({
    registry: z.enum(["whitelist", "vies"]),
    taxId: z.string().describe("A NIP's ten digits; a VAT number with its country code"),
    status: TaxIdStatus,
    /** The registered name and address; null when the registry gave none (not found, unknown, VIES's "---"). */
    name: z.string().nullable(),
    address: z.string().nullable(),
    detail: z.string().nullable().describe('The registry\'s own word: "Czynny", "Zwolniony", VIES\'s "INVALID", "MS_UNAVAILABLE"'),
    requestId: z.string().nullable().describe("The White List's requestId (proof of the query); VIES's requestIdentifier"),
    day: z.iso.date().describe("The day (Warsaw) the registry was asked about"),
  })
  .meta({ id: "TaxIdCheck" });
export type TaxIdCheck = z.infer<typeof TaxIdCheck>;

/** What was known of a NIP when it was given (a business application, an order's invoice): kept for staff. */
export const TaxIdCheckProof = z
  .object({ status: TaxIdStatus, requestId: z.string().nullable(), day: z.iso.date() })
  .meta({ id: "TaxIdCheckProof" });
export type TaxIdCheckProof = z.infer<typeof TaxIdCheckProof>;

const text = (max: number) => z.string({ error: "required" }).trim().min(1, "required").max(max, "tooLong");

/** The invoice's address: street and number, then postcode and town (the invoice is Polish: country PL). */
const InvoiceAddressFields = { line1: text(200), line2: text(200) };

/** The invoice a customer asks for at checkout: a company's (its NIP: looked up in the White List) or a private person's. */
export const InvoiceRequestInput = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("business"), nip: NipField, name: text(300), ...InvoiceAddressFields }),
    z.object({ kind: z.literal("private"), name: text(300), ...InvoiceAddressFields }),
  ])
  .meta({ id: "InvoiceRequestInput" });
export type InvoiceRequestInput = z.infer<typeof InvoiceRequestInput>;

/** Whom the order's invoice is for, as the order page shows it; null: no invoice. */
export const OrderInvoice = z
  .object({
    kind: z.enum(["business", "private"]),
    name: z.string(),
    nip: z.string().nullable(),
    address: z.object({ line1: z.string(), line2: z.string().nullable() }).nullable(),
    check: TaxIdCheckProof.nullable().describe("What the White List said of the NIP when the order was placed"),
  })
  .meta({ id: "OrderInvoice" });
export type OrderInvoice = z.infer<typeof OrderInvoice>;
