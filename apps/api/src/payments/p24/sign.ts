// Przelewy24's `sign`: SHA-384 (hex) of a JSON object of named fields plus the CRC key. Each call has its
// own field list, and the key order is part of the checksum, so every function below builds its object
// literally in the documented order (docs/adr/0016-przelewy24-adapter.md quotes the lists and their source).
// P24 documents the JSON as PHP's json_encode with JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES, and gives
// JavaScript's JSON.stringify as the equivalent: it leaves "/" and non-ASCII letters as they are.
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";

const sha384 = (fields: object): string => createHash("sha384").update(JSON.stringify(fields), "utf8").digest("hex");

export interface RegisterSignFields {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
}

/** POST /api/v1/transaction/register: {"sessionId","merchantId","amount","currency","crc"}. */
export function registerSign(f: RegisterSignFields, crc: string): string {
  return sha384({ sessionId: f.sessionId, merchantId: f.merchantId, amount: f.amount, currency: f.currency, crc });
}

export interface VerifySignFields {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
}

/** PUT /api/v1/transaction/verify: {"sessionId","orderId","amount","currency","crc"}. */
export function verifySign(f: VerifySignFields, crc: string): string {
  return sha384({ sessionId: f.sessionId, orderId: f.orderId, amount: f.amount, currency: f.currency, crc });
}

/** The JSON body P24 POSTs to urlStatus after a successful payment (only then: failures send nothing). */
export const statusNotificationSchema = z.object({
  merchantId: z.int().positive(),
  posId: z.int().positive(),
  sessionId: z.string().min(1).max(100),
  /** What was paid, in grosze. */
  amount: z.int().nonnegative(),
  /** What was registered, in grosze. */
  originAmount: z.int().nonnegative(),
  currency: z.string().length(3),
  /** P24's transaction number; verify and refund need it. */
  orderId: z.int().positive(),
  methodId: z.int().nonnegative(),
  statement: z.string().max(1024),
  sign: z.string().max(200),
});
export type StatusNotification = z.infer<typeof statusNotificationSchema>;

/** Status notification: {"merchantId","posId","sessionId","amount","originAmount","currency","orderId","methodId","statement","crc"}. */
export function notificationSign(f: Omit<StatusNotification, "sign">, crc: string): string {
  return sha384({
    merchantId: f.merchantId,
    posId: f.posId,
    sessionId: f.sessionId,
    amount: f.amount,
    originAmount: f.originAmount,
    currency: f.currency,
    orderId: f.orderId,
    methodId: f.methodId,
    statement: f.statement,
    crc,
  });
}

/** The JSON body P24 POSTs to the refund's urlStatus (or the panel's default) once a refund is done or rejected. */
export const refundNotificationSchema = z.object({
  orderId: z.int().positive(),
  sessionId: z.string().min(1).max(100),
  merchantId: z.int().positive(),
  requestId: z.string().max(45),
  refundsUuid: z.string().max(35),
  amount: z.int().nonnegative(),
  currency: z.string().length(3),
  /** Unix seconds when P24 sent it. */
  timestamp: z.int().nonnegative(),
  /** 0 completed, 1 rejected. */
  status: z.union([z.literal(0), z.literal(1)]),
  sign: z.string().max(200),
});
export type RefundNotification = z.infer<typeof refundNotificationSchema>;

/** Refund notification: {"orderId","sessionId","refundsUuid","merchantId","amount","currency","status","crc"}. */
export function refundNotificationSign(f: Omit<RefundNotification, "sign" | "requestId" | "timestamp">, crc: string): string {
  return sha384({
    orderId: f.orderId,
    sessionId: f.sessionId,
    refundsUuid: f.refundsUuid,
    merchantId: f.merchantId,
    amount: f.amount,
    currency: f.currency,
    status: f.status,
    crc,
  });
}

/** Constant time over the digest, so a forger learns nothing from how long a wrong sign took to refuse. */
function sameSign(received: string, expected: string): boolean {
  if (!/^[0-9a-f]{96}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(received, "hex"), Buffer.from(expected, "hex"));
}

/** True when a status notification's sign matches its own fields and the CRC key. */
export function verifyNotificationSign(notification: StatusNotification, crc: string): boolean {
  return sameSign(notification.sign, notificationSign(notification, crc));
}

/** True when a refund notification's sign matches its own fields and the CRC key. */
export function verifyRefundNotificationSign(notification: RefundNotification, crc: string): boolean {
  return sameSign(notification.sign, refundNotificationSign(notification, crc));
}
