import { Przelewy24StandIn } from "@shop/api";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "./config";
import { setUpPrzelewy24 } from "./przelewy24";

const ACCOUNT = { merchantId: 130_000, apiKey: "start-api-key", crc: "start-crc-key" };
const logger = pino({ level: "silent" });
let standIn: Przelewy24StandIn;
let baseUrl: string;

const config = (overrides: Partial<Config>) =>
  ({
    NODE_ENV: "production",
    P24_BASE: baseUrl,
    P24_MERCHANT_ID: ACCOUNT.merchantId,
    P24_API_KEY: ACCOUNT.apiKey,
    P24_CRC: ACCOUNT.crc,
    ...overrides,
  }) as Config;

beforeAll(async () => {
  standIn = new Przelewy24StandIn(ACCOUNT);
  baseUrl = await standIn.start();
});
afterAll(() => standIn.stop());

describe("Przelewy24 at start", () => {
  it("takes the account when P24 accepts its credentials", async () => {
    const setUp = await setUpPrzelewy24(config({}), logger);
    expect(setUp?.account).toMatchObject({ merchantId: ACCOUNT.merchantId, posId: ACCOUNT.merchantId, crc: ACCOUNT.crc });
  });

  it("refuses to start in production with credentials P24 refuses, naming the settings to check", async () => {
    await expect(setUpPrzelewy24(config({ P24_API_KEY: "wrong-api-key" }), logger)).rejects.toThrow(
      /refused the credentials: check P24_MERCHANT_ID/,
    );
  });

  it("starts when P24 cannot be reached (payments answer 503 until it can)", async () => {
    const setUp = await setUpPrzelewy24(config({ P24_BASE: "http://127.0.0.1:9" }), logger);
    expect(setUp?.account.merchantId).toBe(ACCOUNT.merchantId);
  });

  it("runs the local stand-in for a demo, and nothing without P24_BASE", async () => {
    const demo = await setUpPrzelewy24(config({ NODE_ENV: "development", P24_BASE: "stand-in" }), logger);
    expect(demo?.account.merchantId).toBe(100_000);
    await demo?.stop();
    expect(await setUpPrzelewy24(config({ P24_BASE: undefined }), logger)).toBeUndefined();
  });
});
