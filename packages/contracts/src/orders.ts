// Cart, checkout and orders (issue 6; spec sections 2-5, decisions.md "Prices and rules", "Checkout and
// orders"): the requests and answers shared by the API and the storefront. Money: integer grosze; USDT:
// integer micro-USDT. The server prices; these shapes only carry what it decided.
import { toE164 } from "@shop/domain";
import { z } from "zod";
import { ProductCard } from "./catalogue";
import { CART_ID_PATTERN, DELIVERY_METHOD_CODES, MAX_LINE_QUANTITY, ORDER_STATUS_CODES, PAYMENT_METHOD_CODES } from "./order-codes";
import { PickupHold } from "./pickup-hold";
import { ParcelTracking } from "./shipments";
import { StoreShortage } from "./store-stock";
import { InvoiceRequestInput, OrderInvoice } from "./tax-ids";

const Money = z.number().int().describe("Grosze (PLN minor units)");
const Instant = z.iso.datetime({ offset: true });
/** A city's slug in a request. */
export const CitySlug = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** Text a customer types: trimmed, not empty; the message key is "required". */
const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
/** Text a customer or staff member may leave out: trimmed; empty is none. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => (value ? value : undefined));

export const DeliveryMethod = z.enum(DELIVERY_METHOD_CODES);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;
export const PaymentMethod = z.enum(PAYMENT_METHOD_CODES);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const OrderStatus = z.enum(ORDER_STATUS_CODES);
export type OrderStatus = z.infer<typeof OrderStatus>;

// ---------------------------------------------------------------- cart

export const CartLine = z
  .object({
    product: ProductCard,
    quantity: z.number().int().min(1),
    unitPrice: Money.describe("What one unit costs this customer at this quantity"),
    regularPrice: Money,
    priceKind: z.enum(["retail", "sale", "wholesale", "franchise"]),
    lineTotal: Money,
    /** The most this line may hold now (stock in the city, at most MAX_LINE_QUANTITY). */
    maxQuantity: z.number().int().min(0),
  })
  .meta({ id: "CartLine" });
export type CartLine = z.infer<typeof CartLine>;

/** What the server changed in the cart since the customer last saw it, and why (the spec's dialog). */
export const CartChange = z
  .object({
    productId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** removed: the line is gone; reduced: fewer units than asked; repriced: the unit price changed (a city switch). */
    kind: z.enum(["removed", "reduced", "repriced"]),
    reason: z.enum(["not-offered", "out-of-stock", "less-in-stock", "price-changed"]),
    from: z.number().int(),
    to: z.number().int(),
    /** repriced: the unit price before and now (grosze); from/to are then the line's unchanged quantity. */
    priceFrom: Money.optional(),
    priceTo: Money.optional(),
  })
  .meta({ id: "CartChange" });
export type CartChange = z.infer<typeof CartChange>;

export const Cart = z
  .object({
    /** A visitor's cart id (null before anything was added, and for a signed-in customer's cart it is theirs). */
    id: z.string().nullable(),
    city: z.string(),
    lines: z.array(CartLine),
    itemCount: z.number().int().describe("Units in the cart"),
    subtotal: Money,
    /** The cart holds a TPD product: for a retail customer, store pickup and in-store payment only. */
    tpd: z.boolean(),
    changes: z.array(CartChange).describe("What was changed on this read (stock dropped, product no longer offered, city switched)"),
    /**
     * The lowest free-delivery threshold of the deliveries this cart may use in the city, and what is still
     * missing (0: reached); null when no delivery of the cart has one (e.g. a retail TPD cart: pickup only).
     */
    freeDelivery: z.object({ threshold: Money, remaining: Money }).nullable().optional(),
  })
  .meta({ id: "Cart" });
export type Cart = z.infer<typeof Cart>;

export const CartQuery = z.object({ city: CitySlug });
export const AddToCartRequest = z
  .object({ city: CitySlug, productId: z.number().int().positive(), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) })
  .meta({ id: "AddToCartRequest" });
export type AddToCartRequest = z.infer<typeof AddToCartRequest>;
export const SetCartQuantityRequest = z
  .object({ city: CitySlug, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) })
  .meta({ id: "SetCartQuantityRequest" });
export const MergeCartRequest = z.object({ city: CitySlug, cartId: z.string().regex(CART_ID_PATTERN) }).meta({ id: "MergeCartRequest" });

/** "Buy again" (issue 18): the order's lines go back into the caller's cart in this city, at today's prices. */
export const ReorderRequest = z.object({ city: CitySlug }).meta({ id: "ReorderRequest" });
export const ReorderAnswer = z
  .object({
    cart: Cart,
    changes: z
      .array(CartChange)
      .describe(
        "The order's lines not put back as they were: removed (no longer offered, out of stock), reduced (fewer left), " +
          "repriced (today's unit price differs from the order's: priceFrom, priceTo)",
      ),
  })
  .meta({ id: "ReorderAnswer" });
export type ReorderAnswer = z.infer<typeof ReorderAnswer>;

// ---------------------------------------------------------------- checkout

export const CHECKOUT_REFUSALS = [
  "tpd-not-orderable",
  "tpd-pickup-only",
  "tpd-in-store-payment-only",
  "pickup-unavailable",
  "in-store-payment-unavailable",
  "in-store-payment-needs-pickup",
] as const;
export type CheckoutRefusalCode = (typeof CHECKOUT_REFUSALS)[number];

export const PickupStore = z
  .object({
    id: z.number().int(),
    address: z.string(),
    phone: z.string(),
    openingHours: z.array(z.object({ day: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() })),
    /** Pickup slots from one hour ahead to seven days, inside opening hours (UTC instants). */
    slots: z.array(Instant),
    /** Issue 19: whether the store holds the whole cart now (only then can the order be picked up there). */
    complete: z.boolean(),
    /** What it lacks, in the cart's order (empty when complete). */
    missing: z.array(StoreShortage),
  })
  .meta({ id: "PickupStore" });
export type PickupStore = z.infer<typeof PickupStore>;

/** A way to pay online that the provider offers now (Przelewy24's list, BLIK first); the shopper may pick one. */
export const OnlineMethod = z
  .object({
    id: z.number().int().describe("The provider's method id"),
    name: z.string(),
    group: z.string().describe('The provider\'s group, e.g. "Blik", "FastTransfers", "Credit Card"'),
  })
  .meta({ id: "OnlineMethod" });
export type OnlineMethod = z.infer<typeof OnlineMethod>;

export const CheckoutOptions = z
  .object({
    city: z.string(),
    deliveries: z.array(
      z.object({
        method: DeliveryMethod,
        fee: Money,
        /** The order total (after discount) from which this delivery is free; null: never free. */
        freeFrom: Money.nullable(),
        payments: z.array(PaymentMethod),
      }),
    ),
    /** Deliveries and payments the rules remove for this cart and customer, and which rule (for the page to explain). */
    restriction: z.enum(CHECKOUT_REFUSALS).nullable(),
    customerKind: z.enum(["retail", "wholesale", "franchise"]),
    /** The city's active stores: those holding the whole cart first, each part in the shop's order. */
    stores: z.array(PickupStore),
    /** Minutes a crypto payment may take before the order is canceled. */
    cryptoPayMinutes: z.number().int(),
    /** Online payment's methods for this cart's total (Przelewy24, BLIK first); empty: chosen on the provider's page. */
    onlineMethods: z.array(OnlineMethod),
  })
  .meta({ id: "CheckoutOptions" });
export type CheckoutOptions = z.infer<typeof CheckoutOptions>;

export const AppliedCoupon = z
  .object({
    code: z.string(),
    discount: Money.describe("What the coupon takes off this cart"),
    kind: z.enum(["percent", "amount"]),
    value: z.number().int(),
    maxDiscount: Money.nullable(),
  })
  .meta({ id: "AppliedCoupon" });
export type AppliedCoupon = z.infer<typeof AppliedCoupon>;

export const QuoteRequest = z
  .object({ city: CitySlug, delivery: DeliveryMethod.optional(), couponCode: optionalText(64) })
  .meta({ id: "QuoteRequest" });
export type QuoteRequest = z.infer<typeof QuoteRequest>;

export const Quote = z
  .object({
    subtotal: Money,
    discount: Money,
    deliveryFee: Money,
    total: Money,
    coupon: AppliedCoupon.nullable(),
    /** Crypto: the total in micro-USDT at the shop's rate (the payment's exact amount differs by a few micro-USDT). */
    cryptoEstimate: z.number().int().nullable(),
  })
  .meta({ id: "Quote" });
export type Quote = z.infer<typeof Quote>;

export const CouponCheckRequest = z.object({ city: CitySlug, code: text(64) }).meta({ id: "CouponCheckRequest" });
export const CouponCheck = z
  .object({ message: z.string().describe('"Coupon applied"'), coupon: AppliedCoupon, quote: Quote })
  .meta({ id: "CouponCheck" });
export type CouponCheck = z.infer<typeof CouponCheck>;

export const Contact = z.object({
  firstName: text(100),
  lastName: text(100),
  phone: z
    .string()
    .trim()
    .min(1, "required")
    .regex(/^\+?[0-9 ()-]{7,20}$/, "invalidPhone"),
});

/** Where weekend delivery and the courier bring the order (apartment optional: spec section 5). */
const AddressFields = {
  street: text(120),
  streetNumber: text(20),
  apartment: optionalText(20),
  zipCode: z
    .string()
    .trim()
    .min(1, "required")
    .regex(/^[0-9A-Za-z -]{3,10}$/, "invalidZipCode"),
  country: text(60),
};

export const DeliveryDetails = z.discriminatedUnion("method", [
  z.object({ method: z.literal("local-pickup"), storeId: z.number().int().positive(), pickupAt: Instant }),
  z.object({ method: z.literal("parcel-locker"), lockerCode: text(32) }),
  z.object({ method: z.literal("post-box"), postBox: text(32) }),
  z.object({ method: z.literal("weekend-delivery"), ...AddressFields }),
  z.object({ method: z.literal("courier"), ...AddressFields }),
]);
export type DeliveryDetails = z.infer<typeof DeliveryDetails>;

export const PlaceOrderRequest = z
  .object({
    city: CitySlug,
    contact: Contact,
    delivery: DeliveryDetails,
    payment: PaymentMethod,
    /** With online payment: one of CheckoutOptions.onlineMethods (the provider's page then opens on it). */
    onlineMethod: z.number().int().positive().optional(),
    couponCode: optionalText(64),
    comment: optionalText(1000),
    acceptTerms: z.literal(true, { error: "mustAcceptTerms" }),
    /**
     * 18+: every account confirmed it at sign-up (users.adult_confirmed_at is NOT NULL) and only accounts
     * place orders, so the account's confirmation is enough and checkout does not ask again (issue 18).
     * Sent, it must be true.
     */
    adult: z.literal(true, { error: "mustBeAdult" }).optional(),
    /** The total the customer saw; when the server's differs, the order is refused (PRICE_CHANGED) with the new quote. */
    expectedTotal: Money.optional(),
    /**
     * Text messages about this order (issue 33: ready for pickup, the reminder, on its way) to the contact phone,
     * which must then be a mobile number that becomes E.164 (Polish without a country code).
     */
    sms: z.boolean().optional(),
    /** An invoice (issue 34): a company's (NIP) or a private person's; an approved business gets its company's unasked. */
    invoice: InvoiceRequestInput.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.sms && toE164(request.contact.phone) === null)
      ctx.addIssue({ code: "custom", path: ["contact", "phone"], message: "invalidSmsPhone" });
  })
  .meta({ id: "PlaceOrderRequest" });
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

// ---------------------------------------------------------------- orders

export const CryptoPayment = z
  .object({
    network: z.literal("TRC20"),
    currency: z.literal("USDT"),
    address: z.string(),
    /** Micro-USDT: the exact amount to send (it tells this payment apart). */
    amount: z.number().int(),
    /** The amount as the wallet takes it, e.g. "25.310042". */
    amountText: z.string(),
    payUntil: Instant,
    /** A "tron:" payment URI for the QR code. */
    uri: z.string(),
    status: z.enum(["pending", "paid", "failed", "expired"]),
  })
  .meta({ id: "CryptoPayment" });
export type CryptoPayment = z.infer<typeof CryptoPayment>;

export const OrderHistoryEntry = z.object({ status: OrderStatus, at: Instant, actor: z.enum(["staff", "customer", "system"]) });

export const OrderItem = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: Money,
  regularPrice: Money,
  priceKind: z.enum(["retail", "sale", "wholesale", "franchise"]),
  lineTotal: Money,
  tpd: z.boolean(),
  /** The product's first image, small (a thumbnail); null when not known. */
  image: z.string().nullable(),
});

export const OrderDetails = z.object({
  items: z.array(OrderItem),
  subtotal: Money,
  discount: Money,
  deliveryFee: Money,
  total: Money,
  couponCode: z.string().nullable(),
  payment: PaymentMethod,
  delivery: z.object({
    method: DeliveryMethod,
    store: z.object({ id: z.number().int(), address: z.string(), phone: z.string() }).nullable(),
    pickupAt: Instant.nullable(),
    lockerCode: z.string().nullable(),
    /** The parcel locker's description and address as InPost gave them when the order was placed. */
    lockerName: z.string().nullable(),
    lockerAddress: z.string().nullable(),
    postBox: z.string().nullable(),
    address: z
      .object({ street: z.string(), streetNumber: z.string(), apartment: z.string().nullable(), zipCode: z.string(), country: z.string() })
      .nullable(),
  }),
  contact: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string(), email: z.string().nullable() }),
  comment: z.string().nullable(),
  invoice: OrderInvoice.nullable(),
  tpd: z.boolean(),
  payUntil: Instant.nullable(),
  crypto: CryptoPayment.nullable(),
  canCancel: z.boolean(),
  /** Online payment not completed yet: the customer may start it again. */
  canRetryPayment: z.boolean(),
  /** Present once InPost gave the order's parcel a tracking number (docs/orders.md "InPost shipments"). */
  parcel: ParcelTracking.optional(),
});

/** Tracking by id shows status, city, date and history; the signed-in owner (and staff) also get `details`. */
export const OrderView = z
  .object({
    id: z.string(),
    status: OrderStatus,
    city: z.object({ slug: z.string(), name: z.string() }),
    createdAt: Instant,
    history: z.array(OrderHistoryEntry),
    details: OrderDetails.nullable(),
    /** A pickup order ready in its store, or canceled at its hold's end: where, until when. */
    pickupHold: PickupHold.optional(),
  })
  .meta({ id: "OrderView" });
export type OrderView = z.infer<typeof OrderView>;

/** What the customer does next after placing an order. */
export const NextStep = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }),
  z.object({ kind: z.literal("redirect"), url: z.string().describe("The payment provider's hosted page") }),
  z.object({ kind: z.literal("crypto"), payment: CryptoPayment }),
]);
export type NextStep = z.infer<typeof NextStep>;

export const PlacedOrder = z.object({ order: OrderView, next: NextStep }).meta({ id: "PlacedOrder" });
export type PlacedOrder = z.infer<typeof PlacedOrder>;

export const OrderSummary = z
  .object({
    id: z.string(),
    status: OrderStatus,
    city: z.object({ slug: z.string(), name: z.string() }),
    createdAt: Instant,
    total: Money,
    itemCount: z.number().int(),
  })
  .meta({ id: "OrderSummary" });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderList = z.object({ items: z.array(OrderSummary), total: z.number().int() }).meta({ id: "OrderList" });
export type OrderList = z.infer<typeof OrderList>;

export const CancelOrderRequest = z.object({ reason: optionalText(500) }).meta({ id: "CancelOrderRequest" });
