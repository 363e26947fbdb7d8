import { availableParallelism } from "node:os";
import { DEMO_CRYPTO_ADDRESS, isTronAddress, USDT_TRC20_CONTRACT } from "@shop/api";
import { LOCALES, parseNip, parseRate } from "@shop/domain";
import { z } from "zod";
import { applyDemoMode } from "./demo-mode";

import { applyInvoicingSettings } from "./invoicing-settings";
import { applyKsefSettings } from "./ksef-settings";
import { applySmsSettings } from "./sms-settings";

const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => ["true", "1", "yes"].includes(v));
const urlWith = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });
const tronAddress = z.string().refine(isTronAddress);
const pollMs = (fallback: number) => z.coerce.number().int().min(1000).max(3_600_000).default(fallback);
const rate = z
  .string()
  .default("4.00")
  .transform((value, ctx) => {
    try {
      return parseRate(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "not a rate" });
      return z.NEVER;
    }
  });
const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return ["http:", "https:"].includes(url.protocol) && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
});

/** Every setting, with what it allows (also the README's configuration table). */
const SETTINGS = {
  NODE_ENV: { schema: z.enum(["production", "development", "test"]).default("production"), allowed: "production, development or test" },
  PORT: { schema: z.coerce.number().int().min(0).max(65535).default(3000), allowed: "an integer from 0 to 65535" },
  HOST: { schema: z.string().min(1).default("0.0.0.0"), allowed: "an interface address or host name" },
  LOG_LEVEL: {
    schema: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    allowed: "fatal, error, warn, info, debug, trace or silent",
  },
  LOG_FORMAT: {
    schema: z.enum(["auto", "json", "pretty"]).default("auto"),
    allowed: "auto (readable lines in a terminal, JSON otherwise), json or pretty",
  },
  DATA_DIR: { schema: z.string().min(1).default("./data"), allowed: "a directory path" },
  DATABASE_URL: { schema: urlWith(["postgres:", "postgresql:"]).optional(), allowed: "a postgres:// or postgresql:// URL" },
  DATABASE_POOL_MAX: { schema: z.coerce.number().int().min(1).max(200).default(10), allowed: "an integer from 1 to 200" },
  DATABASE_REPLICA_URL: {
    schema: urlWith(["postgres:", "postgresql:"]).optional(),
    allowed: "a postgres:// or postgresql:// URL of a read replica of DATABASE_URL",
  },
  API_BASE: {
    schema: urlWith(["http:", "https:"]).optional(),
    allowed: "an http:// or https:// URL of the API server (unset: this process)",
  },
  PUBLIC_ORIGIN: {
    schema: z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin).min(1))
      .optional(),
    allowed: "one origin or a comma-separated list, such as https://shop.example,https://www.shop.example",
  },
  DEFAULT_LOCALE: { schema: z.enum(LOCALES).default("en"), allowed: LOCALES.join(", ") },
  PUBLIC_BRAND: { schema: z.string().default("default"), allowed: "default, second or test (anything else selects default)" },
  PUBLIC_REQUEST_THROTTLE: { schema: bool.default(false), allowed: "true or false" },
  SMTP_URL: { schema: urlWith(["smtp:", "smtps:"]).optional(), allowed: "an smtp:// or smtps:// URL" },
  REDIS_KEY_PREFIX: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9:._-]{1,100}$/)
      .optional(),
    allowed: "1 to 100 letters, digits, ':', '.', '_' or '-' (unset: shop:<host of PUBLIC_ORIGIN>)",
  },
  REDIS_URL: { schema: urlWith(["redis:", "rediss:"]).optional(), allowed: "a redis:// or rediss:// URL" },
  TRUST_PROXY: { schema: bool.default(false), allowed: "true or false" },
  CRYPTO_ADDRESS: {
    schema: tronAddress.default(DEMO_CRYPTO_ADDRESS),
    allowed: "a TRON address (34 Base58Check characters starting with T)",
  },
  CRYPTO_RATE_PLN_PER_USDT: { schema: rate, allowed: "a positive decimal with at most 2 decimals, such as 3.95 (PLN for 1 USDT)" },
  CRYPTO_CHAIN: { schema: z.enum(["simulator", "trongrid"]).optional(), allowed: "simulator or trongrid" },
  DEMO_MODE: { schema: bool.optional(), allowed: "true or false (unset: on for the embedded database over http)" },
  DEMO_MODE_FORCE: { schema: bool.default(false), allowed: "true or false" },
  TRONGRID_URL: { schema: urlWith(["http:", "https:"]).default("https://api.trongrid.io"), allowed: "an http:// or https:// URL" },
  TRONGRID_API_KEY: { schema: z.string().min(1).optional(), allowed: "a TronGrid API key" },
  USDT_CONTRACT: {
    schema: tronAddress.default(USDT_TRC20_CONTRACT),
    allowed: "a TRON contract address (34 Base58Check characters starting with T)",
  },
  CRYPTO_POLL_MS: { schema: pollMs(15_000), allowed: "milliseconds from 1000 to 3600000" },
  PAYMENT_EXPIRY_POLL_MS: { schema: pollMs(30_000), allowed: "milliseconds from 1000 to 3600000" },
  PICKUP_HOLD_POLL_MS: { schema: pollMs(60_000), allowed: "milliseconds from 1000 to 3600000" },
  // Reviews (issue 38): the e-mail asking for a review goes this many days after an order is completed.
  REVIEW_REQUEST_DAYS: { schema: z.coerce.number().int().min(0).max(365).default(7), allowed: "whole days from 0 to 365" },
  PAYMENT_SANDBOX_SECRET: {
    schema: z.string().min(16).optional(),
    allowed: "a secret of at least 16 characters",
  },
  P24_BASE: {
    schema: z.union([z.literal("stand-in"), urlWith(["http:", "https:"])]).optional(),
    allowed: "https://secure.przelewy24.pl, https://sandbox.przelewy24.pl, another http(s) URL, or stand-in (a local P24 for demos)",
  },
  P24_MERCHANT_ID: { schema: z.coerce.number().int().positive().optional(), allowed: "your Przelewy24 merchant id (a number)" },
  P24_POS_ID: { schema: z.coerce.number().int().positive().optional(), allowed: "a Przelewy24 point-of-sale id (unset: the merchant id)" },
  P24_API_KEY: { schema: z.string().min(8).optional(), allowed: "the panel's API key (klucz do raportów)" },
  P24_CRC: { schema: z.string().min(8).optional(), allowed: "the panel's CRC key" },
  SHIPX_BASE: {
    schema: z.union([z.literal("stand-in"), urlWith(["http:", "https:"])]).optional(),
    allowed:
      "https://api-shipx-pl.easypack24.net, https://sandbox-api-shipx-pl.easypack24.net, another http(s) URL, or stand-in (a local ShipX for demos)",
  },
  SHIPX_TOKEN: { schema: z.string().min(16).optional(), allowed: "the organization's ShipX API token (Parcel Manager, My account, API)" },
  SHIPX_ORGANIZATION_ID: { schema: z.coerce.number().int().positive().optional(), allowed: "your ShipX organization id (a number)" },
  SMSAPI_BASE: {
    schema: z.union([z.literal("stand-in"), urlWith(["http:", "https:"])]).optional(),
    allowed:
      "https://api.smsapi.pl (the default with SMSAPI_TOKEN), https://api2.smsapi.pl, another http(s) URL, or stand-in (a local SMSAPI for demos; the default in demo mode)",
  },
  SMSAPI_TOKEN: {
    schema: z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/)
      .optional(),
    allowed: "the SMSAPI OAuth token (panel: API settings, OAuth tokens), 16 to 200 printable characters",
  },
  SMSAPI_SENDER: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 .-]{0,10}$/)
      .optional(),
    allowed: "the sender name registered at SMSAPI: 1 to 11 letters, digits, spaces, dots or dashes",
  },
  SMSAPI_TEST: {
    schema: bool.optional(),
    allowed: "true or false (true: SMSAPI validates the messages but sends none; unset: true in demo mode only)",
  },
  KSEF_BASE: {
    schema: z.union([z.literal("stand-in"), urlWith(["http:", "https:"])]).optional(),
    allowed:
      "https://api.ksef.mf.gov.pl/v2 (production), https://api-demo.ksef.mf.gov.pl/v2 (pre-production), https://api-test.ksef.mf.gov.pl/v2 (test), another http(s) URL, or stand-in (a local KSeF for demos; the default in demo mode)",
  },
  KSEF_TOKEN: {
    schema: z
      .string()
      .regex(/^[\x21-\x7e]{16,1000}$/)
      .optional(),
    allowed: "the KSeF token generated for the seller's NIP with the right to send invoices, 16 to 1000 printable characters",
  },
  KSEF_NIP: {
    schema: z
      .string()
      .transform((value, ctx) => {
        const nip = parseNip(value);
        if (nip) return nip;
        ctx.addIssue({ code: "custom", message: "not a NIP" });
        return z.NEVER;
      })
      .optional(),
    allowed: "the seller's NIP, 10 digits with a valid checksum (dashes, spaces and a PL prefix are ignored)",
  },
  KSEF_POLL_MS: { schema: pollMs(60_000), allowed: "milliseconds from 1000 to 3600000" },
  INPOST_POINTS_BASE: {
    schema: z.union([z.literal("stand-in"), urlWith(["http:", "https:"])]).optional(),
    allowed: "https://api-pl-points.easypack24.net/v1, another http(s) URL of InPost's Points API, or stand-in (local lockers for demos)",
  },
  WHITELIST_BASE: {
    schema: z.union([z.literal("stand-in"), urlWith(["http:", "https:"])]).optional(),
    allowed:
      "https://wl-api.mf.gov.pl (the Ministry of Finance's White List), https://wl-test.mf.gov.pl, another http(s) URL, or stand-in (a local register for demos)",
  },
  VIES_BASE: {
    schema: z.union([z.literal("stand-in"), urlWith(["http:", "https:"])]).optional(),
    allowed:
      "https://ec.europa.eu/taxation_customs/vies/rest-api (the EU's VIES), another http(s) URL, or stand-in (a local VIES for demos)",
  },
  PAGE_CACHE: {
    schema: bool.default(true),
    allowed: "true or false (false: every page is rendered anew; docs/adr/0004)",
  },
  PAGE_CACHE_MAX_MB: { schema: z.coerce.number().int().min(1).max(4096).default(64), allowed: "megabytes from 1 to 4096" },
  MEDIA_S3_ENDPOINT: {
    schema: urlWith(["http:", "https:"]).optional(),
    allowed:
      "an http:// or https:// URL of an S3-compatible service, such as https://s3.eu-central-1.amazonaws.com (unset: DATA_DIR/media)",
  },
  MEDIA_S3_BUCKET: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/)
      .optional(),
    allowed: "a bucket name: 3 to 63 letters, digits, '.', '_' or '-'",
  },
  MEDIA_S3_REGION: {
    schema: z
      .string()
      .regex(/^[a-z0-9-]{1,50}$/)
      .default("us-east-1"),
    allowed: "the bucket's region, such as eu-central-1 (Cloudflare R2: auto)",
  },
  MEDIA_S3_ACCESS_KEY_ID: { schema: z.string().min(1).optional(), allowed: "the access key id of the bucket's credentials" },
  MEDIA_S3_SECRET_ACCESS_KEY: { schema: z.string().min(1).optional(), allowed: "the secret access key of the bucket's credentials" },
  MEDIA_S3_FORCE_PATH_STYLE: { schema: bool.default(false), allowed: "true or false (true: the bucket in the path, as MinIO needs)" },
  RENDER_CONCURRENCY: {
    schema: z.coerce.number().int().min(1).max(256).default(4),
    allowed: "an integer from 1 to 256 (pages rendered at a time per process; docs/adr/0007)",
  },
  SELLER_NIP: {
    schema: z
      .string()
      .regex(/^(PL)?[0-9 -]{10,13}$/)
      .optional(),
    allowed: "the seller's NIP on the invoices: ten digits with a valid checksum (unset in demo mode: a made-up demo company)",
  },
  SELLER_NAME: {
    schema: z.string().trim().min(1).max(512).optional(),
    allowed: "the seller's full name, as registered (1 to 512 characters)",
  },
  SELLER_ADDRESS_LINE1: {
    schema: z.string().trim().min(1).max(512).optional(),
    allowed: "the seller's street and number, such as ul. Floriańska 1",
  },
  SELLER_ADDRESS_LINE2: {
    schema: z.string().trim().min(1).max(512).optional(),
    allowed: "the seller's postal code and town, such as 31-019 Kraków",
  },
  SELLER_BANK_ACCOUNT: {
    schema: z
      .string()
      .regex(/^(PL)?[0-9 ]{26,40}$/)
      .optional(),
    allowed: "the account on the invoices: 26 digits (NRB), spaces allowed, or a PL IBAN",
  },
  INVOICE_PLACE: { schema: z.string().trim().min(1).max(100).optional(), allowed: "the town printed as the place of issue" },
  INVOICE_SERIES: {
    schema: z
      .string()
      .regex(/^[A-Z]{1,8}$/)
      .default("FV"),
    allowed: "1 to 8 capital letters: VAT invoices are numbered FV/2026/11/00001",
  },
  INVOICE_CORRECTION_SERIES: {
    schema: z
      .string()
      .regex(/^[A-Z]{1,8}$/)
      .default("KOR"),
    allowed: "1 to 8 capital letters, not the VAT series: corrections are numbered KOR/2026/11/00001",
  },
  METRICS_TOKEN: {
    schema: z
      .string()
      .regex(/^[\x21-\x7e]{24,200}$/)
      .optional(),
    allowed: "24 to 200 printable characters without spaces (unset: GET /metrics answers 404)",
  },
  SHUTDOWN_TIMEOUT_MS: { schema: z.coerce.number().int().min(0).max(600_000).default(10_000), allowed: "milliseconds from 0 to 600000" },
  WEB_CONCURRENCY: {
    schema: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
    allowed: "an integer from 1 to 64 (HTTP worker processes of npm start; unset: one per core; docs/adr/0020)",
  },
} as const;

type Settings = typeof SETTINGS;
export type Config = { [K in keyof Settings]: z.output<Settings[K]["schema"]> } & {
  PUBLIC_ORIGIN: string[];
  REDIS_KEY_PREFIX: string;
  DEMO_MODE: boolean;
  CRYPTO_CHAIN: "simulator" | "trongrid";
  PAYMENT_SANDBOX_SECRET: string;
  INPOST_POINTS_BASE: string;
  WHITELIST_BASE: string;
  VIES_BASE: string;
  SMSAPI_TEST: boolean;
};

class ConfigError extends Error {}

/** Validates the environment; a bad value throws one line naming the variable and what it allows. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const out: Record<string, unknown> = {};
  for (const [name, { schema, allowed }] of Object.entries(SETTINGS)) {
    const raw = env[name] === "" ? undefined : env[name];
    const result = (schema as z.ZodType).safeParse(raw);
    if (!result.success)
      throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(raw)} is not allowed; expected ${allowed}.`);
    out[name] = result.data;
  }
  const config = out as Config;
  // The replica serves anonymous catalogue reads of the PostgreSQL primary it copies (docs/operations.md).
  if (config.DATABASE_REPLICA_URL && !config.DATABASE_URL)
    throw new ConfigError(
      "Invalid configuration: DATABASE_REPLICA_URL is set, but DATABASE_URL is not: a read replica needs its PostgreSQL primary.",
    );
  config.PUBLIC_ORIGIN ??= [`http://localhost:${config.PORT}`];
  // Two shops on one Redis (production and staging) keep their counters and channels apart by default.
  config.REDIS_KEY_PREFIX ??= `shop:${new URL(config.PUBLIC_ORIGIN[0] as string).host}`;
  // Uploaded images in an S3-compatible bucket (apps/server/src/media-store.ts): the endpoint with all its credentials, or none.
  const mediaS3 = {
    MEDIA_S3_BUCKET: config.MEDIA_S3_BUCKET,
    MEDIA_S3_ACCESS_KEY_ID: config.MEDIA_S3_ACCESS_KEY_ID,
    MEDIA_S3_SECRET_ACCESS_KEY: config.MEDIA_S3_SECRET_ACCESS_KEY,
  };
  if (config.MEDIA_S3_ENDPOINT && Object.values(mediaS3).some((value) => !value))
    throw new ConfigError(
      "Invalid configuration: MEDIA_S3_ENDPOINT is set: MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are needed too.",
    );
  const strayS3 = Object.keys(mediaS3).find((name) => mediaS3[name as keyof typeof mediaS3]);
  if (!config.MEDIA_S3_ENDPOINT && strayS3)
    throw new ConfigError(`Invalid configuration: ${strayS3} is set but MEDIA_S3_ENDPOINT is not: images would stay in DATA_DIR/media.`);
  try {
    return applyKsefSettings(applyInvoicingSettings(applySmsSettings(applyDemoMode(config)))) as Config;
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
}

/** For entry points: the validated configuration, or one line on stderr and exit 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
