// KSeF, the national e-invoicing system (KSEF_*; docs/invoices.md "KSeF"): the local stand-in by default in demo mode
// (made-up KSeF numbers, demo mode only), the Ministry's hosts with the seller's KSeF token and NIP, and none otherwise:
// business invoices then wait for KSeF (the log says so at start). The message says why a setting is refused.

import { parseNip } from "@shop/domain";

/** The demo shop's NIP in KSeF (the stand-in's context) when KSEF_NIP is not set: a made-up one with a valid checksum. */
export const DEMO_KSEF_NIP = "9512345675";

/** The API roots of KSeF 2.0 (srodowiska.md): production, pre-production (demo) and test. */
export const KSEF_HOSTS = {
  production: "https://api.ksef.mf.gov.pl/v2",
  demo: "https://api-demo.ksef.mf.gov.pl/v2",
  test: "https://api-test.ksef.mf.gov.pl/v2",
} as const;

interface KsefSettings {
  DEMO_MODE: boolean;
  KSEF_BASE?: string | undefined;
  KSEF_TOKEN?: string | undefined;
  KSEF_NIP?: string | undefined;
  /** The seller on the invoices (invoicing-settings.ts, applied first): KSeF's context is the seller. */
  SELLER_NIP?: string | undefined;
}

export function applyKsefSettings<T extends KsefSettings>(config: T): T {
  const demo = config.DEMO_MODE;
  const seller = config.SELLER_NIP ? parseNip(config.SELLER_NIP) : null;
  const own = config.KSEF_NIP ? parseNip(config.KSEF_NIP) : null;
  if (seller && own && seller !== own)
    throw new Error("KSEF_NIP differs from SELLER_NIP: KSeF takes the shop's invoices in the seller's own context (leave KSEF_NIP unset).");
  const nip = config.KSEF_NIP ?? config.SELLER_NIP;
  const base = config.KSEF_BASE ?? (demo ? "stand-in" : undefined);
  if (base === "stand-in" && !demo)
    throw new Error("KSEF_BASE=stand-in gives made-up KSeF numbers no tax office knows: it works only in demo mode (DEMO_MODE=true).");
  if (!base && config.KSEF_TOKEN)
    throw new Error(
      `KSEF_TOKEN is set but KSEF_BASE is not: say which KSeF takes the invoices (${KSEF_HOSTS.production} in production, ${KSEF_HOSTS.test} to test).`,
    );
  if (base && base !== "stand-in" && (!config.KSEF_TOKEN || !nip))
    throw new Error(
      "KSEF_BASE is set: KSEF_TOKEN and the seller's NIP (SELLER_NIP, or KSEF_NIP) are needed too (the KSeF token generated for that NIP, with the right to send invoices).",
    );
  return { ...config, KSEF_BASE: base, KSEF_NIP: nip ?? (base === "stand-in" ? DEMO_KSEF_NIP : undefined) };
}
