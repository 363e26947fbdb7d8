import { Writable } from "node:stream";
import type { Database } from "@shop/db";
import type { InvoicingSettings } from "@shop/domain";
import pino from "pino";
import { createApi, type RateLimits } from "../src";
import type { InvoicingStatus, MediaStore } from "../src/core/deps";
import type { LockerPoints } from "../src/core/lockers";
import type { TaxRegistries } from "../src/core/tax-ids";
import { createRateLimits } from "../src/security/rate-limits";

export const BUILD = { buildId: "test-build-1", builtAt: "2026-11-22T10:00:00.000Z" };

export const TEST_ORIGIN = "http://shop.test";

/** The API on a database, with its log lines captured as parsed JSON. */
export function apiOn(
  database: Database,
  options: {
    development?: boolean;
    limits?: RateLimits;
    mailQueued?: () => void;
    media?: MediaStore;
    contentChanged?: () => void;
    contentVersion?: () => number;
    /** InPost's parcel lockers (default: the stand-in's, answered in this process). */
    lockers?: LockerPoints;
    orderPlaced?: (paymentMethod: string) => void;
    /** The White List and VIES (default: their stand-in's, answered in this process). */
    taxRegistries?: TaxRegistries;
    /** The seller and series (issue 34); absent: invoicing is off, as in a shop without SELLER_*. */
    invoicing?: InvoicingSettings;
    invoicingStatus?: InvoicingStatus;
    invoiceVerificationBase?: string;
  } = {},
) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      if (process.env.TEST_LOG) process.stderr.write(chunk);
      done();
    },
  });
  const api = createApi({
    database,
    logger: pino({ level: "info" }, sink),
    build: () => BUILD,
    development: options.development ?? false,
    publicOrigins: [TEST_ORIGIN],
    brand: "default",
    limits: options.limits ?? createRateLimits(),
    mailQueued: options.mailQueued,
    media: options.media,
    contentChanged: options.contentChanged,
    contentVersion: options.contentVersion,
    lockers: options.lockers,
    orderPlaced: options.orderPlaced,
    taxRegistries: options.taxRegistries,
    ...(options.invoicing ? { invoicing: options.invoicing } : {}),
    ...(options.invoicingStatus ? { invoicingStatus: options.invoicingStatus } : {}),
    ...(options.invoiceVerificationBase ? { invoiceVerificationBase: options.invoiceVerificationBase } : {}),
  });
  return { api, lines };
}

/** A seller like the demo shop's (apps/server invoicing-settings.ts DEMO_SELLER): a made-up company with a valid NIP. */
export const TEST_INVOICING: InvoicingSettings = {
  seller: {
    nip: "7770000005",
    name: "SmokePoint Sp. z o.o.",
    address: { line1: "ul. Floriańska 1", line2: "31-019 Kraków", countryCode: "PL" },
    bankAccount: "61109010140000071219812874",
  },
  series: "FV",
  correctionSeries: "KOR",
  placeOfIssue: "Kraków",
};
