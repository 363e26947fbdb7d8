// The P24 stand-in's books, without I/O: the registered transactions and what register, pay, verify and
// refund do to them, checked as P24 checks them (merchant, sign, amounts). A change that P24 would announce
// comes back as a notification for the server to send. Error texts are P24's where documented.
import { randomUUID } from "node:crypto";
import { notificationSign, refundNotificationSign, registerSign, verifySign } from "./sign";

export interface StandInOptions {
  merchantId: number;
  posId?: number;
  apiKey: string;
  crc: string;
}

export interface Transaction {
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  /** The hosted page's language ("pl" or "en"). */
  language: string;
  urlReturn: string;
  urlStatus: string | undefined;
  method: number | undefined;
  orderId: number | undefined;
  state: "registered" | "paid" | "verified" | "declined";
  refunded: number;
}

export type Json = Record<string, unknown>;
export interface Notification {
  url: string;
  body: Json;
  delayMs: number;
}
export interface Outcome {
  status: number;
  body: unknown;
  notifications?: Notification[];
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const invalid = (what: string): Outcome => ({ status: 400, body: { error: `Invalid input data: ${what}`, code: 400 } });

export class StandInLedger {
  /** By token. */
  readonly transactions = new Map<string, Transaction>();
  readonly posId: number;
  private readonly requestIds = new Set<string>();
  private nextOrderId = 310_000_001;

  constructor(readonly options: StandInOptions) {
    this.posId = options.posId ?? options.merchantId;
  }

  register(b: Json): Outcome {
    const { merchantId, crc } = this.options;
    if (b.merchantId !== merchantId || b.posId !== this.posId) return invalid("merchantId or posId");
    if (!isText(b.sessionId) || !isInt(b.amount) || b.amount <= 0 || !isText(b.currency)) return invalid("sessionId, amount or currency");
    if (!isText(b.description) || !isText(b.email) || !isText(b.country) || !isText(b.language) || !isText(b.urlReturn))
      return invalid("description, email, country, language or urlReturn");
    if (b.sign !== registerSign({ sessionId: b.sessionId, merchantId, amount: b.amount, currency: b.currency }, crc))
      return invalid("sign");
    const token = randomUUID().toUpperCase();
    this.transactions.set(token, {
      sessionId: b.sessionId,
      amount: b.amount,
      currency: b.currency,
      description: b.description,
      language: b.language,
      urlReturn: b.urlReturn,
      urlStatus: isText(b.urlStatus) ? b.urlStatus : undefined,
      method: isInt(b.method) ? b.method : undefined,
      orderId: undefined,
      state: "registered",
      refunded: 0,
    });
    return { status: 200, body: { data: { token }, responseCode: 0 } };
  }

  /** The buyer paid on the hosted page: P24 numbers the transaction and notifies urlStatus, signed. */
  pay(transaction: Transaction): Notification[] {
    const orderId = this.nextOrderId++;
    Object.assign(transaction, { state: "paid", orderId });
    const digits = String(orderId);
    const fields = {
      merchantId: this.options.merchantId,
      posId: this.posId,
      sessionId: transaction.sessionId,
      amount: transaction.amount,
      originAmount: transaction.amount,
      currency: transaction.currency,
      orderId,
      methodId: transaction.method ?? 181,
      statement: `p24-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    };
    if (!transaction.urlStatus) return [];
    return [{ url: transaction.urlStatus, body: { ...fields, sign: notificationSign(fields, this.options.crc) }, delayMs: 0 }];
  }

  verify(b: Json): Outcome {
    const { merchantId, crc } = this.options;
    if (b.merchantId !== merchantId || b.posId !== this.posId) return invalid("merchantId or posId");
    if (!isText(b.sessionId) || !isInt(b.orderId) || !isInt(b.amount) || !isText(b.currency)) return invalid("fields");
    if (b.sign !== verifySign({ sessionId: b.sessionId, orderId: b.orderId, amount: b.amount, currency: b.currency }, crc))
      return invalid("sign");
    const paid = [...this.transactions.values()].find((t) => t.orderId === b.orderId);
    if (!paid || paid.sessionId !== b.sessionId || paid.amount !== b.amount || paid.currency !== b.currency || paid.state === "registered")
      return invalid("no such paid transaction");
    paid.state = "verified";
    return { status: 200, body: { data: { status: "success" }, responseCode: 0 } };
  }

  /** All or nothing; each accepted refund's notification follows a moment later, as P24's come asynchronously. */
  refund(b: Json): Outcome {
    const refunds = b.refunds;
    if (!isText(b.requestId) || !isText(b.refundsUuid) || !Array.isArray(refunds) || refunds.length === 0)
      return { status: 400, body: { error: "Invalid input parameters", code: 400 } };
    if (this.requestIds.has(b.requestId)) return { status: 400, body: { error: "Request already exists", code: 400 } };
    const checked = refunds.map((item: Json) => {
      const paid = [...this.transactions.values()].find((t) => t.orderId === item.orderId && t.sessionId === item.sessionId);
      const amount = isInt(item.amount) ? item.amount : 0;
      const message = !paid
        ? "Transaction not found"
        : paid.state !== "verified"
          ? "Transaction in wrong status - cannot refund"
          : amount <= 0 || amount > paid.amount - paid.refunded
            ? "The amount of refund exceeds available amount for the transaction"
            : "success";
      return { paid, amount, item: { ...item, status: message === "success", message } };
    });
    if (checked.some((c) => !c.item.status)) return { status: 409, body: { error: checked.map((c) => c.item), code: 409 } };
    this.requestIds.add(b.requestId);
    const notifications: Notification[] = [];
    for (const { paid, amount } of checked) {
      if (!paid?.orderId) continue;
      paid.refunded += amount;
      const fields = {
        orderId: paid.orderId,
        sessionId: paid.sessionId,
        merchantId: this.options.merchantId,
        requestId: b.requestId,
        refundsUuid: b.refundsUuid,
        amount,
        currency: paid.currency,
        timestamp: Math.floor(Date.now() / 1000),
        status: 0 as const,
      };
      const url = isText(b.urlStatus) ? b.urlStatus : paid.urlStatus;
      if (url) notifications.push({ url, body: { ...fields, sign: refundNotificationSign(fields, this.options.crc) }, delayMs: 20 });
    }
    return { status: 201, body: { data: checked.map((c) => c.item), responseCode: 0 }, notifications };
  }
}
