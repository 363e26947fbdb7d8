import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  notificationSign,
  refundNotificationSchema,
  refundNotificationSign,
  registerSign,
  statusNotificationSchema,
  verifyNotificationSign,
  verifyRefundNotificationSign,
  verifySign,
} from "./sign";

// The expected hashes come from the documented JSON written out by hand: a wrong key order, a missing field
// or an escaped "/" or "ł" in the code under test gives another hash.
const sha384 = (json: string) => createHash("sha384").update(json, "utf8").digest("hex");
const CRC = "a1b2c3d4e5f6a7b8";

describe("Przelewy24 signs", () => {
  it("signs a registration as {sessionId, merchantId, amount, currency, crc}", () => {
    expect(registerSign({ sessionId: "ord/2026/0001", merchantId: 999999, amount: 1234, currency: "PLN" }, CRC)).toBe(
      sha384('{"sessionId":"ord/2026/0001","merchantId":999999,"amount":1234,"currency":"PLN","crc":"a1b2c3d4e5f6a7b8"}'),
    );
  });

  it("matches the documentation's own register example", () => {
    // developers.przelewy24.pl, "Calculating Sign": the Python sample's literal string.
    expect(registerSign({ sessionId: "sessionId", merchantId: 999999, amount: 1000, currency: "PLN" }, "crc")).toBe(
      sha384('{"sessionId":"sessionId","merchantId":999999,"amount":1000,"currency":"PLN","crc":"crc"}'),
    );
  });

  it("signs a verification as {sessionId, orderId, amount, currency, crc}", () => {
    expect(verifySign({ sessionId: "ord/2026/0001", orderId: 312345678, amount: 1234, currency: "PLN" }, CRC)).toBe(
      sha384('{"sessionId":"ord/2026/0001","orderId":312345678,"amount":1234,"currency":"PLN","crc":"a1b2c3d4e5f6a7b8"}'),
    );
  });

  const notification = {
    merchantId: 999999,
    posId: 999999,
    sessionId: "ord/2026/0001",
    amount: 1234,
    originAmount: 1234,
    currency: "PLN",
    orderId: 312345678,
    methodId: 181,
    statement: "p24-A12-B34-C56 Zamówienie/1",
  };
  const notificationJson =
    '{"merchantId":999999,"posId":999999,"sessionId":"ord/2026/0001","amount":1234,"originAmount":1234,"currency":"PLN",' +
    '"orderId":312345678,"methodId":181,"statement":"p24-A12-B34-C56 Zamówienie/1","crc":"a1b2c3d4e5f6a7b8"}';

  it("signs a status notification with unescaped slashes and letters", () => {
    expect(notificationSign(notification, CRC)).toBe(sha384(notificationJson));
  });

  it("accepts a notification with its sign and refuses a tampered one", () => {
    const signed = statusNotificationSchema.parse({ ...notification, sign: sha384(notificationJson), extra: "ignored" });
    expect(verifyNotificationSign(signed, CRC)).toBe(true);
    expect(verifyNotificationSign({ ...signed, amount: 1 }, CRC)).toBe(false);
    expect(verifyNotificationSign({ ...signed, sessionId: "ord/2026/0002" }, CRC)).toBe(false);
    expect(verifyNotificationSign(signed, "another-crc")).toBe(false);
    expect(verifyNotificationSign({ ...signed, sign: signed.sign.toUpperCase() }, CRC)).toBe(true);
    expect(verifyNotificationSign({ ...signed, sign: signed.sign.slice(0, 94) }, CRC)).toBe(false);
    expect(verifyNotificationSign({ ...signed, sign: "" }, CRC)).toBe(false);
  });

  it("signs a refund notification as {orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc}", () => {
    const refund = {
      orderId: 312345678,
      sessionId: "ord/2026/0001",
      merchantId: 999999,
      requestId: "req-1",
      refundsUuid: "ref-uuid-1",
      amount: 500,
      currency: "PLN",
      timestamp: 1_790_000_000,
      status: 0 as const,
    };
    const json =
      '{"orderId":312345678,"sessionId":"ord/2026/0001","refundsUuid":"ref-uuid-1","merchantId":999999,"amount":500,' +
      '"currency":"PLN","status":0,"crc":"a1b2c3d4e5f6a7b8"}';
    expect(refundNotificationSign(refund, CRC)).toBe(sha384(json));
    const signed = refundNotificationSchema.parse({ ...refund, sign: sha384(json) });
    expect(verifyRefundNotificationSign(signed, CRC)).toBe(true);
    expect(verifyRefundNotificationSign({ ...signed, status: 1 }, CRC)).toBe(false);
  });

  it("refuses notification bodies of the wrong shape", () => {
    expect(statusNotificationSchema.safeParse({ ...notification, amount: "1234", sign: "x" }).success).toBe(false);
    expect(statusNotificationSchema.safeParse({ ...notification, orderId: 1.5, sign: "x" }).success).toBe(false);
    expect(statusNotificationSchema.safeParse(notification).success).toBe(false);
    expect(refundNotificationSchema.safeParse({ orderId: 1, status: 2 }).success).toBe(false);
  });
});
