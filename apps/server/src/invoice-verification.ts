// The host of the KOD I verification links on the invoices' PDFs (issue 34, the Ministry's kody-qr.md): the one of the
// KSeF environment KSEF_BASE names (api-test -> qr-test, api-demo -> qr-demo, api -> qr); the local stand-in's made-up
// invoices link the test environment's; any other address (a proxy) the production one.
import { KSEF_QR_BASES, ksefQrBaseOf } from "@shop/api";

export function invoiceVerificationBaseOf(ksefBase: string | undefined): string {
  if (ksefBase === "stand-in") return KSEF_QR_BASES.test;
  return (ksefBase ? ksefQrBaseOf(ksefBase) : null) ?? KSEF_QR_BASES.production;
}
