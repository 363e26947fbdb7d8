import { DEMO_CRYPTO_ADDRESS, DEVELOPMENT_SANDBOX_SECRET, USDT_TRC20_CONTRACT } from "@shop/api";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { DEMO_KSEF_NIP, KSEF_HOSTS } from "./ksef-settings";

describe("loadConfig", () => {
  it("gives every setting its default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      DEFAULT_LOCALE: "en",
      PUBLIC_BRAND: "default",
      PUBLIC_REQUEST_THROTTLE: false,
    });
    expect(config.PUBLIC_ORIGIN).toEqual(["http://localhost:3000"]);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("gives the payments their defaults: the demo address, 4.00 PLN per USDT, the chain simulator", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      DEMO_MODE: true,
      CRYPTO_ADDRESS: DEMO_CRYPTO_ADDRESS,
      CRYPTO_RATE_PLN_PER_USDT: 400,
      CRYPTO_CHAIN: "simulator",
      TRONGRID_URL: "https://api.trongrid.io",
      USDT_CONTRACT: USDT_TRC20_CONTRACT,
      CRYPTO_POLL_MS: 15_000,
      PAYMENT_EXPIRY_POLL_MS: 30_000,
      PAYMENT_SANDBOX_SECRET: DEVELOPMENT_SANDBOX_SECRET,
    });
    expect(config.TRONGRID_API_KEY).toBeUndefined();
  });

  it("reads the payment settings", () => {
    const config = loadConfig({
      CRYPTO_ADDRESS: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      CRYPTO_RATE_PLN_PER_USDT: "3.95",
      CRYPTO_CHAIN: "trongrid",
      TRONGRID_API_KEY: "key-1",
      CRYPTO_POLL_MS: "5000",
      DEMO_MODE: "false",
      PAYMENT_SANDBOX_SECRET: "a-long-production-secret",
    });
    expect(config).toMatchObject({
      CRYPTO_ADDRESS: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      CRYPTO_RATE_PLN_PER_USDT: 395,
      CRYPTO_CHAIN: "trongrid",
      TRONGRID_API_KEY: "key-1",
      CRYPTO_POLL_MS: 5000,
      PAYMENT_SANDBOX_SECRET: "a-long-production-secret",
    });
  });

  it("refuses a CRYPTO_ADDRESS that is not a TRON address: length, alphabet, checksum", () => {
    for (const address of ["TSmokePointDemoShopAddress1111111", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF", "1BoatSLRHtKNngkdXEeobR76b53LETtpyT"])
      expect(() => loadConfig({ CRYPTO_ADDRESS: address })).toThrow(
        `Invalid configuration: CRYPTO_ADDRESS="${address}" is not allowed; expected a TRON address (34 Base58Check characters starting with T).`,
      );
  });

  it("keys Redis under a prefix of the shop's own: from its public origin, or as set", () => {
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe("shop:localhost:3000");
    const staging = { PUBLIC_ORIGIN: "https://staging.shop.example", PAYMENT_SANDBOX_SECRET: "a-long-staging-secret" };
    expect(loadConfig(staging).REDIS_KEY_PREFIX).toBe("shop:staging.shop.example");
    expect(loadConfig({ REDIS_KEY_PREFIX: "prod-eu" }).REDIS_KEY_PREFIX).toBe("prod-eu");
    expect(() => loadConfig({ REDIS_KEY_PREFIX: "with space" })).toThrow(/REDIS_KEY_PREFIX/);
  });

  describe("demo mode", () => {
    const REAL = { DATABASE_URL: "postgres://shop@db.internal/shop", PAYMENT_SANDBOX_SECRET: "a-long-production-secret" };

    it("is on for the embedded quick start and off on PostgreSQL or https, where payments are not simulated", () => {
      expect(loadConfig({}).DEMO_MODE).toBe(true);
      expect(loadConfig(REAL)).toMatchObject({ DEMO_MODE: false, CRYPTO_CHAIN: "trongrid" });
      const https = loadConfig({ PUBLIC_ORIGIN: "https://shop.example", PAYMENT_SANDBOX_SECRET: "a-long-production-secret" });
      expect(https).toMatchObject({ DEMO_MODE: false, CRYPTO_CHAIN: "trongrid" });
    });

    it("refuses a real deployment that asks for it, unless forced", () => {
      expect(() => loadConfig({ ...REAL, DEMO_MODE: "true" })).toThrow(
        "Invalid configuration: DEMO_MODE=true, but this is a real deployment (DATABASE_URL is set): payments would be simulated. " +
          "Unset DEMO_MODE, or set DEMO_MODE_FORCE=true to run a demo shop here anyway.",
      );
      expect(() => loadConfig({ PUBLIC_ORIGIN: "https://shop.example", DEMO_MODE: "yes" })).toThrow(/PUBLIC_ORIGIN is https/);
      expect(loadConfig({ ...REAL, DEMO_MODE: "true", DEMO_MODE_FORCE: "true" })).toMatchObject({
        DEMO_MODE: true,
        CRYPTO_CHAIN: "simulator",
      });
    });

    it("keeps the chain simulator and the development secret to demo mode", () => {
      expect(() => loadConfig({ ...REAL, CRYPTO_CHAIN: "simulator" })).toThrow(/CRYPTO_CHAIN=simulator .* only in demo mode/);
      expect(() => loadConfig({ DATABASE_URL: REAL.DATABASE_URL })).toThrow(/PAYMENT_SANDBOX_SECRET must be a secret of your own/);
      expect(() => loadConfig({ DATABASE_URL: REAL.DATABASE_URL, PAYMENT_SANDBOX_SECRET: DEVELOPMENT_SANDBOX_SECRET })).toThrow(
        /PAYMENT_SANDBOX_SECRET/,
      );
      expect(() => loadConfig({ DEMO_MODE: "false", CRYPTO_CHAIN: "simulator" })).toThrow(/only in demo mode/);
    });

    it("takes Przelewy24 with its whole account, and its stand-in only in demo mode", () => {
      const account = {
        P24_BASE: "https://secure.przelewy24.pl",
        P24_MERCHANT_ID: "123456",
        P24_API_KEY: "0123456789abcdef",
        P24_CRC: "fedcba9876543210",
      };
      const real = loadConfig({ DATABASE_URL: REAL.DATABASE_URL, ...account });
      expect(real).toMatchObject({ DEMO_MODE: false, P24_BASE: account.P24_BASE, P24_MERCHANT_ID: 123_456, P24_CRC: account.P24_CRC });
      // The sandbox takes no payments then: its secret need not be set, and is not the public one.
      expect(real.PAYMENT_SANDBOX_SECRET).not.toBe(DEVELOPMENT_SANDBOX_SECRET);
      expect(() => loadConfig({ ...account, P24_CRC: "" })).toThrow(/P24_MERCHANT_ID, P24_API_KEY and P24_CRC are needed/);
      expect(() => loadConfig({ ...account, P24_MERCHANT_ID: "abc" })).toThrow(/P24_MERCHANT_ID="abc" is not allowed/);
      expect(() => loadConfig({ P24_BASE: "ftp://p24.example" })).toThrow(/P24_BASE/);
      expect(loadConfig({ P24_BASE: "stand-in" }).P24_BASE).toBe("stand-in");
      expect(() => loadConfig({ ...REAL, P24_BASE: "stand-in" })).toThrow(/P24_BASE=stand-in .* only in demo mode/);
    });

    it("takes InPost's ShipX with its token and organization; its stand-in by default in demo mode, and only there", () => {
      expect(loadConfig({}).SHIPX_BASE).toBe("stand-in");
      expect(loadConfig(REAL).SHIPX_BASE).toBeUndefined();
      const account = {
        SHIPX_BASE: "https://api-shipx-pl.easypack24.net",
        SHIPX_TOKEN: "eyJhbGciOiJSUzI1NiJ9.token",
        SHIPX_ORGANIZATION_ID: "1234",
      };
      expect(loadConfig({ ...REAL, ...account })).toMatchObject({ SHIPX_BASE: account.SHIPX_BASE, SHIPX_ORGANIZATION_ID: 1234 });
      expect(() => loadConfig({ ...REAL, ...account, SHIPX_TOKEN: "" })).toThrow(/SHIPX_TOKEN and SHIPX_ORGANIZATION_ID are needed/);
      expect(() => loadConfig({ ...account, SHIPX_ORGANIZATION_ID: "abc" })).toThrow(/SHIPX_ORGANIZATION_ID="abc" is not allowed/);
      expect(() => loadConfig({ SHIPX_BASE: "ftp://shipx.example" })).toThrow(/SHIPX_BASE/);
      expect(() => loadConfig({ ...REAL, SHIPX_BASE: "stand-in" })).toThrow(/SHIPX_BASE=stand-in .* only in demo mode/);
    });
    it("texts through SMSAPI with a token and a sender; the stand-in with test=1 by default in demo mode, and only there", () => {
      expect(loadConfig({})).toMatchObject({ SMSAPI_BASE: "stand-in", SMSAPI_TEST: true });
      expect(loadConfig(REAL)).toMatchObject({ SMSAPI_BASE: undefined, SMSAPI_TEST: false });
      const account = { SMSAPI_TOKEN: "0123456789abcdef0123456789abcdef01234567", SMSAPI_SENDER: "SmokePoint" };
      expect(loadConfig({ ...REAL, ...account })).toMatchObject({ SMSAPI_BASE: "https://api.smsapi.pl", SMSAPI_TEST: false });
      expect(loadConfig({ ...REAL, ...account, SMSAPI_BASE: "https://api2.smsapi.pl", SMSAPI_TEST: "true" })).toMatchObject({
        SMSAPI_BASE: "https://api2.smsapi.pl",
        SMSAPI_TEST: true,
      });
      expect(() => loadConfig({ ...REAL, SMSAPI_TOKEN: account.SMSAPI_TOKEN })).toThrow(/SMSAPI_TOKEN and SMSAPI_SENDER are needed/);
      expect(() => loadConfig({ ...REAL, ...account, SMSAPI_SENDER: "A sender name too long" })).toThrow(/SMSAPI_SENDER=/);
      expect(() => loadConfig({ ...REAL, SMSAPI_BASE: "stand-in" })).toThrow(/SMSAPI_BASE=stand-in .* only in demo mode/);
      expect(() => loadConfig({ SMSAPI_TEST: "false" })).toThrow(/SMSAPI_TEST=false would text real people from a demo shop/);
    });
    it("sends invoices to KSeF with a token and the seller's NIP; the stand-in by default in demo mode, and only there", () => {
      expect(loadConfig({})).toMatchObject({ KSEF_BASE: "stand-in", KSEF_NIP: DEMO_KSEF_NIP, KSEF_POLL_MS: 60_000 });
      expect(loadConfig(REAL)).toMatchObject({ KSEF_BASE: undefined, KSEF_NIP: undefined });
      const account = {
        KSEF_BASE: KSEF_HOSTS.test,
        KSEF_TOKEN: "20251010-EC-1A2B3C4D5E-6F7A8B9C0D-12|nip-5252000002|0123abcd",
        KSEF_NIP: "PL 525-200-00-02",
      };
      expect(loadConfig({ ...REAL, ...account, KSEF_POLL_MS: "300000" })).toMatchObject({
        ...account,
        KSEF_NIP: "5252000002",
        KSEF_POLL_MS: 300_000,
      });
      expect(() => loadConfig({ ...REAL, ...account, KSEF_NIP: "5252000001" })).toThrow(
        'Invalid configuration: KSEF_NIP="5252000001" is not allowed; expected the seller\'s NIP, 10 digits with a valid checksum (dashes, spaces and a PL prefix are ignored).',
      );
      expect(() => loadConfig({ ...REAL, ...account, KSEF_TOKEN: undefined })).toThrow(
        /KSEF_BASE is set: KSEF_TOKEN and the seller's NIP \(SELLER_NIP, or KSEF_NIP\) are needed too/,
      );
      const seller = { SELLER_NIP: "5252000002", SELLER_NAME: "Hurtownia Dymek Sp. z o.o.", SELLER_ADDRESS_LINE1: "ul. Grochowska 120" };
      expect(loadConfig({ ...REAL, ...account, ...seller, KSEF_NIP: undefined })).toMatchObject({ KSEF_NIP: "5252000002" });
      expect(() => loadConfig({ ...REAL, ...account, ...seller, KSEF_NIP: "9512345675" })).toThrow(/KSEF_NIP differs from SELLER_NIP/);
      expect(() => loadConfig({ ...REAL, KSEF_TOKEN: account.KSEF_TOKEN })).toThrow(
        `Invalid configuration: KSEF_TOKEN is set but KSEF_BASE is not: say which KSeF takes the invoices (${KSEF_HOSTS.production} in production, ${KSEF_HOSTS.test} to test).`,
      );
      expect(() => loadConfig({ ...REAL, KSEF_BASE: "stand-in" })).toThrow(/KSEF_BASE=stand-in .* only in demo mode/);
      expect(() => loadConfig({ KSEF_BASE: "ftp://ksef.example" })).toThrow(/KSEF_BASE="ftp:\/\/ksef.example" is not allowed/);
      expect(loadConfig({ KSEF_NIP: "5252000002" })).toMatchObject({ KSEF_BASE: "stand-in", KSEF_NIP: "5252000002" });
    });
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("parses a list of public origins", () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: "https://shop.example, https://www.shop.example",
      PAYMENT_SANDBOX_SECRET: "a-long-secret-1234",
    });
    expect(config.PUBLIC_ORIGIN).toEqual(["https://shop.example", "https://www.shop.example"]);
  });

  it.each([
    ["PORT", "abc", "an integer from 0 to 65535"],
    ["DATABASE_URL", "mysql://x", "a postgres:// or postgresql:// URL"],
    ["DATABASE_REPLICA_URL", "mysql://x", "a postgres:// or postgresql:// URL of a read replica"],
    ["DEFAULT_LOCALE", "de", "en, uk, pl, ru"],
    ["PUBLIC_ORIGIN", "shop.example", "one origin or a comma-separated list"],
    ["PUBLIC_REQUEST_THROTTLE", "maybe", "true or false"],
    ["CRYPTO_RATE_PLN_PER_USDT", "4,00", "a positive decimal"],
    ["CRYPTO_RATE_PLN_PER_USDT", "0", "a positive decimal"],
    ["CRYPTO_CHAIN", "mainnet", "simulator or trongrid"],
    ["CRYPTO_ADDRESS", "0x1234567890abcdef1234567890abcdef12345678", "a TRON address"],
    ["CRYPTO_POLL_MS", "10", "milliseconds from 1000"],
    ["PAYMENT_SANDBOX_SECRET", "short", "a secret of at least 16 characters"],
  ])("refuses %s=%s with one line naming it and what it allows", (name, value, allowed) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid configuration: ${name}=".*" is not allowed; expected ${allowed}`),
    );
  });

  it("takes DATABASE_REPLICA_URL only together with DATABASE_URL", () => {
    expect(loadConfig({}).DATABASE_REPLICA_URL).toBeUndefined();
    const primary = { DATABASE_URL: "postgres://shop@db.internal/shop", PAYMENT_SANDBOX_SECRET: "a-long-production-secret" };
    const replica = "postgres://shop@db-replica.internal/shop";
    expect(loadConfig({ ...primary, DATABASE_REPLICA_URL: replica })).toMatchObject({ DATABASE_REPLICA_URL: replica });
    expect(loadConfig({ ...primary, DATABASE_REPLICA_URL: "" }).DATABASE_REPLICA_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrowError(
      /^Invalid configuration: DATABASE_REPLICA_URL is set, but DATABASE_URL is not: a read replica needs its PostgreSQL primary\.$/,
    );
  });

  it("keeps uploaded images in DATA_DIR/media unless MEDIA_S3_ENDPOINT names a bucket's service", () => {
    const config = loadConfig({});
    expect(config.MEDIA_S3_ENDPOINT).toBeUndefined();
    expect(config).toMatchObject({ MEDIA_S3_REGION: "us-east-1", MEDIA_S3_FORCE_PATH_STYLE: false });
  });

  it("takes an S3 bucket with its whole configuration", () => {
    const bucket = {
      MEDIA_S3_ENDPOINT: "http://minio.internal:9000",
      MEDIA_S3_BUCKET: "shop-media",
      MEDIA_S3_REGION: "auto",
      MEDIA_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      MEDIA_S3_SECRET_ACCESS_KEY: "example-secret",
      MEDIA_S3_FORCE_PATH_STYLE: "true",
    };
    expect(loadConfig(bucket)).toMatchObject({ ...bucket, MEDIA_S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ ...bucket, MEDIA_S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "Invalid configuration: MEDIA_S3_ENDPOINT is set: MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are needed too.",
    );
    expect(() => loadConfig({ ...bucket, MEDIA_S3_BUCKET: undefined })).toThrow(/MEDIA_S3_ENDPOINT is set: MEDIA_S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_S3_BUCKET: "shop-media" })).toThrow(
      "Invalid configuration: MEDIA_S3_BUCKET is set but MEDIA_S3_ENDPOINT is not: images would stay in DATA_DIR/media.",
    );
    expect(() => loadConfig({ ...bucket, MEDIA_S3_ENDPOINT: "s3://shop-media" })).toThrow(
      /MEDIA_S3_ENDPOINT="s3:\/\/shop-media" is not allowed/,
    );
    expect(() => loadConfig({ ...bucket, MEDIA_S3_BUCKET: "a" })).toThrow(/MEDIA_S3_BUCKET="a" is not allowed; expected a bucket name/);
    expect(() => loadConfig({ ...bucket, MEDIA_S3_FORCE_PATH_STYLE: "maybe" })).toThrow(/MEDIA_S3_FORCE_PATH_STYLE/);
  });

  it("keeps /metrics off unless METRICS_TOKEN is a long enough secret", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "a-metrics-token-of-32-characters" }).METRICS_TOKEN).toBe("a-metrics-token-of-32-characters");
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN="short" is not allowed; expected 24 to 200/);
    expect(() => loadConfig({ METRICS_TOKEN: "a token with spaces in it, long enough" })).toThrow(/METRICS_TOKEN/);
  });
});
