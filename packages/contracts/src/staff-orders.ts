// Back office: orders (issue 7). One order with everything staff need to handle it, the cities whose orders
// a staff member sees, and crypto transfers that matched no open payment ("lost": too late or an unknown
// amount) with their resolution. The list, its filters and the status change are in orders.ts (issue 6).
import { z } from "zod";
import { CitySlug, CryptoPayment, DeliveryMethod, OrderStatus, OrderSummary, optionalText, PaymentMethod } from "./orders";
import { PickupHold } from "./pickup-hold";

const Money = z.number().int().describe("Grosze (PLN minor units)");
const Instant = z.iso.datetime({ offset: true });
const City = z.object({ slug: z.string(), name: z.string() });
const StaffMember = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });

/** The cities whose orders the caller sees: every city for an admin, their own for a city manager. */
export const StaffOrderCities = z.object({ cities: z.array(City) }).meta({ id: "StaffOrderCities" });
export type StaffOrderCities = z.infer<typeof StaffOrderCities>;

// ---------------------------------------------------------------- lost crypto transfers

export const LOST_TRANSFER_REASONS = ["late", "unknown-amount"] as const;

export const LostTransfer = z
  .object({
    txId: z.string().describe("The chain's transaction id"),
    fromAddress: z.string().describe("The sender's address: where a refund goes"),
    toAddress: z.string(),
    amount: z.number().int().describe("Micro-USDT"),
    amountText: z.string().describe('The amount as a wallet shows it, e.g. "25.310042"'),
    blockTime: Instant,
    seenAt: Instant,
    /** late: the amount of an order whose payment had closed (arrived after pay-until); unknown-amount: no order's. */
    reason: z.enum(LOST_TRANSFER_REASONS),
    order: z
      .object({
        id: z.string(),
        status: OrderStatus,
        city: City,
        total: Money,
        customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable(), phone: z.string() }),
      })
      .nullable(),
    resolved: z.object({ at: Instant, by: StaffMember.nullable(), note: z.string().nullable() }).nullable(),
  })
  .meta({ id: "LostTransfer" });
export type LostTransfer = z.infer<typeof LostTransfer>;

export const LOST_TRANSFER_STATES = ["open", "resolved", "all"] as const;

export const LostTransferQuery = z.object({
  state: z.enum(LOST_TRANSFER_STATES).optional().describe("open (default): not resolved yet; resolved; all"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type LostTransferQuery = z.infer<typeof LostTransferQuery>;

export const LostTransferList = z.object({ items: z.array(LostTransfer), total: z.number().int() }).meta({ id: "LostTransferList" });
export type LostTransferList = z.infer<typeof LostTransferList>;

export const ResolveLostTransferRequest = z
  .object({
    note: z
      .string({ error: "required" })
      .trim()
      .min(1, "required")
      .max(1000, "tooLong")
      .describe("What was done: refunded (to which address, which transaction), or the customer placed the order again"),
  })
  .meta({ id: "ResolveLostTransferRequest" });
export type ResolveLostTransferRequest = z.infer<typeof ResolveLostTransferRequest>;

// ---------------------------------------------------------------- refunds

export const OrderRefund = z
  .object({
    id: z.string().describe("The refund's id (P24's refundsUuid)"),
    amount: Money,
    status: z
      .enum(["requested", "done", "rejected", "failed"])
      .describe("requested: P24 accepted it and will tell; failed: P24 refused it or did not answer"),
    reason: z.string().nullable(),
    requestedAt: Instant,
    by: StaffMember.nullable(),
  })
  .meta({ id: "OrderRefund" });
export type OrderRefund = z.infer<typeof OrderRefund>;

export const RefundRequest = z
  .object({
    amount: z.number().int().positive().max(100_000_000).describe("Grosze to give back (at most what is left to refund)"),
    reason: z.string().trim().max(200, "tooLong").optional().describe("Shown to the customer by P24 as the refund's title"),
  })
  .meta({ id: "RefundRequest" });
export type RefundRequest = z.infer<typeof RefundRequest>;

// ---------------------------------------------------------------- one order

export const StaffOrderLine = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string().describe("As it was named in the order's language when placed"),
  quantity: z.number().int(),
  unitPrice: Money,
  regularPrice: Money,
  priceKind: z.enum(["retail", "sale", "wholesale", "franchise"]),
  lineTotal: Money,
  discount: Money.describe("The coupon's share of this line"),
  tpd: z.boolean(),
});

export const StaffOrderHistoryEntry = z.object({
  at: Instant,
  from: OrderStatus.nullable(),
  to: OrderStatus,
  actor: z.enum(["staff", "customer", "system"]),
  actorUser: StaffMember.nullable().describe("The staff member (or the customer) who made the change"),
  note: z.string().nullable(),
});

export const StaffOrderDetail = z
  .object({
    id: z.string(),
    status: OrderStatus,
    city: City,
    createdAt: Instant,
    updatedAt: Instant,
    locale: z.string().describe("The language the customer ordered in"),
    tpd: z.boolean(),
    items: z.array(StaffOrderLine),
    totals: z.object({
      itemCount: z.number().int(),
      subtotal: Money,
      discount: Money,
      couponCode: z.string().nullable(),
      deliveryFee: Money,
      total: Money,
    }),
    customer: z.object({
      userId: z.number().int().nullable().describe("Null once the customer's account was deleted"),
      kind: z.enum(["retail", "wholesale", "franchise"]),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      phone: z.string(),
    }),
    delivery: z.object({
      method: DeliveryMethod,
      store: z.object({ id: z.number().int(), address: z.string(), phone: z.string() }).nullable(),
      pickupAt: Instant.nullable(),
      lockerCode: z.string().nullable(),
      lockerName: z.string().nullable(),
      lockerAddress: z.string().nullable(),
      postBox: z.string().nullable(),
      address: z
        .object({
          street: z.string(),
          streetNumber: z.string(),
          apartment: z.string().nullable(),
          zipCode: z.string(),
          country: z.string(),
        })
        .nullable(),
    }),
    comment: z.string().nullable(),
    payment: z.object({
      method: PaymentMethod,
      status: z.enum(["pending", "paid", "failed", "expired"]).nullable().describe("The latest payment's; null: paid in the store"),
      payUntil: Instant.nullable(),
      paidAt: Instant.nullable(),
      reference: z.string().nullable().describe("The provider's session, or the paying transfer's transaction id"),
      crypto: CryptoPayment.nullable(),
      refunds: z.array(OrderRefund).describe("Refunds through Przelewy24, newest first"),
      refundable: Money.describe("What may still be refunded through Przelewy24 (0: nothing, or not a P24 payment)"),
    }),
    history: z.array(StaffOrderHistoryEntry),
    /** The statuses staff may move it to now (the status machine's answer for staff). */
    next: z.array(OrderStatus),
    /** Moving it to COMPLETED needs the ID (age) check: a TPD order handed over in store. */
    needsIdCheck: z.boolean(),
    idCheck: z.object({ at: Instant, by: StaffMember.nullable() }).nullable(),
    lostTransfers: z.array(LostTransfer).describe("Transfers of this order's amount that came too late"),
    /** A pickup order ready in its store, or canceled at its hold's end (issue 33). */
    pickupHold: PickupHold.optional(),
    /**
     * Canceled at its hold's end after an online or crypto payment: the customer was told the money comes back, and
     * staff refund it (Przelewy24 below; crypto by hand). The shop does not refund by itself.
     */
    refundDue: z.boolean(),
    /** The number text messages about the order go to (E.164); null: the customer did not ask for them. */
    smsPhone: z.string().nullable(),
  })
  .meta({ id: "StaffOrderDetail" });
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;

// ---------------------------------------------------------------- the list, its filters and the status change (issue 6)

export const StaffOrder = OrderSummary.extend({
  payment: PaymentMethod,
  delivery: DeliveryMethod,
  tpd: z.boolean(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable(), phone: z.string() }),
  pickupAt: Instant.nullable(),
  /** The statuses staff may move it to now (the status machine's answer for staff). */
  next: z.array(OrderStatus),
  /** Moving it to COMPLETED needs the ID (age) check: a TPD order handed over in store. */
  needsIdCheck: z.boolean(),
}).meta({ id: "StaffOrder" });
export type StaffOrder = z.infer<typeof StaffOrder>;

/** A day in shop time (Europe/Warsaw) as a date input gives it, or an exact instant. */
const DayOrInstant = z.union([z.iso.date().describe("A day in shop time (Europe/Warsaw)"), Instant.describe("An exact instant")]);

export const StaffOrderQuery = z.object({
  city: CitySlug.optional(),
  status: OrderStatus.optional(),
  payment: PaymentMethod.optional(),
  delivery: DeliveryMethod.optional(),
  from: DayOrInstant.optional().describe("Placed on or after: a day (YYYY-MM-DD, shop time, from its start) or an ISO instant"),
  to: DayOrInstant.optional().describe("Placed on or before: a day (YYYY-MM-DD, shop time, up to its end) or an ISO instant"),
  q: z.string().trim().max(100).optional().describe("An order id, e-mail or phone"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StaffOrderQuery = z.infer<typeof StaffOrderQuery>;
export const StaffOrderList = z.object({ items: z.array(StaffOrder), total: z.number().int() }).meta({ id: "StaffOrderList" });
export type StaffOrderList = z.infer<typeof StaffOrderList>;

export const OrderTransitionRequest = z
  .object({ to: OrderStatus, idChecked: z.boolean().optional(), note: optionalText(500) })
  .meta({ id: "OrderTransitionRequest" });
export type OrderTransitionRequest = z.infer<typeof OrderTransitionRequest>;
