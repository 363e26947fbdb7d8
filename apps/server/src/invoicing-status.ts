// Where the shop's invoices go, as the back office's invoicing settings page shows it (issue 34): KSeF's host from
// KSEF_BASE (ksef-settings.ts has checked it at start), or the local stand-in, or none.
import type { InvoicingStatus } from "@shop/api";

export function invoicingStatusOf(config: { KSEF_BASE?: string | undefined }): InvoicingStatus {
  const base = config.KSEF_BASE;
  if (!base) return { ksef: null };
  if (base === "stand-in") return { ksef: { host: "stand-in", standIn: true } };
  return { ksef: { host: new URL(base).host, standIn: false } };
}
