// The seller on the shop's invoices (SELLER_*, INVOICE_*; issue 34, docs/invoices.md): its NIP, name and address
// are set together or not at all. A demo shop invoices as a made-up company by default; a real one without them issues
// no invoices (the start says so), since an invoice with someone else's name on it would be worse than none.
import { type InvoicingSettings, parseNip } from "@shop/domain";
import { DEMO_KSEF_NIP } from "./ksef-settings";

/** The demo shop's made-up seller (a NIP with a valid checksum, registered nowhere). */
const DEMO_SELLER = {
  SELLER_NIP: DEMO_KSEF_NIP,
  SELLER_NAME: "SmokePoint Sp. z o.o.",
  SELLER_ADDRESS_LINE1: "ul. Floriańska 1",
  SELLER_ADDRESS_LINE2: "31-019 Kraków",
  SELLER_BANK_ACCOUNT: "61109010140000071219812874",
  INVOICE_PLACE: "Kraków",
} as const;

interface InvoicingConfig {
  DEMO_MODE: boolean;
  KSEF_NIP?: string | undefined;
  SELLER_NIP?: string | undefined;
  SELLER_NAME?: string | undefined;
  SELLER_ADDRESS_LINE1?: string | undefined;
  SELLER_ADDRESS_LINE2?: string | undefined;
  SELLER_BANK_ACCOUNT?: string | undefined;
  INVOICE_PLACE?: string | undefined;
  INVOICE_SERIES: string;
  INVOICE_CORRECTION_SERIES: string;
}

/** Fills the demo seller in demo mode when none is set; refuses a seller set by halves, and equal series. */
export function applyInvoicingSettings<T extends InvoicingConfig>(config: T): T {
  const required = ["SELLER_NIP", "SELLER_NAME", "SELLER_ADDRESS_LINE1"] as const;
  const set = required.filter((name) => config[name]);
  if (set.length > 0 && set.length < required.length)
    throw new Error(
      `${set.join(", ")} set: ${required.filter((name) => !config[name]).join(", ")} needed too (the seller on the invoices).`,
    );
  if (config.SELLER_NIP && !parseNip(config.SELLER_NIP)) throw new Error("SELLER_NIP is not a valid NIP (ten digits with their checksum).");
  if (config.INVOICE_SERIES === config.INVOICE_CORRECTION_SERIES)
    throw new Error("INVOICE_SERIES and INVOICE_CORRECTION_SERIES must differ: corrections are numbered apart.");
  // The demo seller is KSeF's context when one is given (KSEF_NIP), else the stand-in's made-up one.
  if (set.length === 0 && config.DEMO_MODE) return { ...config, ...DEMO_SELLER, SELLER_NIP: config.KSEF_NIP ?? DEMO_SELLER.SELLER_NIP };
  return config;
}

/** The settings the API issues invoices with, or undefined when no seller is configured. */
export function invoicingSettingsOf(config: InvoicingConfig): InvoicingSettings | undefined {
  const nip = config.SELLER_NIP ? parseNip(config.SELLER_NIP) : null;
  if (!nip || !config.SELLER_NAME || !config.SELLER_ADDRESS_LINE1) return undefined;
  return {
    seller: {
      nip,
      name: config.SELLER_NAME,
      address: { line1: config.SELLER_ADDRESS_LINE1, line2: config.SELLER_ADDRESS_LINE2 ?? null, countryCode: "PL" },
      bankAccount: config.SELLER_BANK_ACCOUNT?.replace(/\s/g, "") ?? null,
    },
    series: config.INVOICE_SERIES,
    correctionSeries: config.INVOICE_CORRECTION_SERIES,
    placeOfIssue: config.INVOICE_PLACE ?? null,
  };
}
