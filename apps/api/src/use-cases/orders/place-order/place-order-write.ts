// Steps 5 to 7 of placing an order (docs/orders.md): take the stock, count the coupon's use, write the order
// and everything that goes with it, open the payment, empty the cart, queue the e-mail. All in the caller's
// transaction, in a few statements (docs/orders.md "Throughput"); a refusal here rolls back what the steps before
// it wrote. Locks are taken in one order by every order: offers, coupon, (payment), products, and the cart first.
import { type DeliveryDetails, type Locker, type NextStep, ONLINE_METHOD_UNAVAILABLE, type PlaceOrderRequest } from "@shop/contracts";
import {
  claimCouponUse,
  finishPlacedOrder,
  insertPlacedOrder,
  type LockedStock,
  type NewEmailRow,
  type NewOrderRow,
  type PlacedOrderFinish,
  reservationMoves,
  reserveStocks,
  type Tx,
} from "@shop/db";
import {
  type BrandId,
  CRYPTO_PAY_MINUTES,
  type InvoiceRequest,
  type Locale,
  newOrderId,
  type PricingCustomer,
  statusAfterPlacing,
  toE164,
} from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { PaymentServices } from "../../../core/payments";
import { productCardImageUrl } from "../../../media/urls";
import { type OrderMailFacts, placedOrderEmail } from "../queue-order-email";
import type { PlacedFacts } from "./place-order-answer";
import { CartConflict, type CheckedOrder } from "./place-order-checks";

/** Minutes an online payment may take before the unpaid order is canceled (docs/orders.md "Pay-until"). */
const ONLINE_PAY_MINUTES = 60;

export interface WriteContext {
  user: { id: number; email: string | null };
  request: PlaceOrderRequest;
  idempotencyKey: string | null;
  city: { id: number; slug: string };
  cartId: string;
  hash: string;
  locale: Locale;
  customer: PricingCustomer;
  now: Date;
  brand: BrandId;
  publicOrigin: string;
  payments: PaymentServices;
  /** The parcel locker InPost confirmed for a parcel-locker order (place-order-locker.ts); null for the others. */
  locker: Locker | null;
  /** Whom the invoice is for (place-order-invoice.ts); null: no invoice. */
  invoiceBuyer: InvoiceRequest | null;
  /** The stock the submission's read locked (place-order-submission.ts). */
  lockedStock: LockedStock | null;
}

/** Units to take per product, in product id order: a bundle line takes its items, summed with other lines. */
function stockToTake(checked: CheckedOrder): Array<{ productId: number; quantity: number }> {
  const take = new Map<number, number>();
  for (const { line } of checked.priced.lines)
    for (const part of line.takes) take.set(part.productId, (take.get(part.productId) ?? 0) + part.quantity);
  return [...take].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);
}

function deliveryColumns(delivery: DeliveryDetails, locker: Locker | null): Partial<NewOrderRow> {
  switch (delivery.method) {
    case "local-pickup":
      return { storeId: delivery.storeId, pickupAt: new Date(delivery.pickupAt) };
    case "parcel-locker":
      // The code as InPost spells it, with what it said of the locker.
      return { lockerCode: locker?.code ?? delivery.lockerCode, lockerName: locker?.name ?? null, lockerAddress: locker?.address ?? null };
    case "post-box":
      return { postBox: delivery.postBox };
    default:
      return {
        street: delivery.street,
        streetNumber: delivery.streetNumber,
        apartment: delivery.apartment ?? null,
        zipCode: delivery.zipCode,
        country: delivery.country,
      };
  }
}

function payUntilOf(payment: PlaceOrderRequest["payment"], now: Date): Date | null {
  if (payment === "in-store") return null;
  const minutes = payment === "crypto" ? CRYPTO_PAY_MINUTES : ONLINE_PAY_MINUTES;
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * The provider's method the customer picked at checkout, when it is one of the methods offered now for the cart
 * (the list the checkout showed: the same subtotal). With no list (the sandbox, or P24 not answering) the customer
 * picks on the provider's page; a method no longer offered is refused with a message at the field.
 */
async function chosenOnlineMethod(context: WriteContext, subtotal: number): Promise<number | undefined> {
  const chosen = context.request.onlineMethod;
  if (chosen === undefined) return undefined;
  const offered = await context.payments.onlineMethods(context.locale, subtotal);
  if (offered.length === 0) return undefined;
  if (offered.some((method) => method.id === chosen)) return chosen;
  throw new AppError("VALIDATION_FAILED", { issues: [{ path: "onlineMethod", message: ONLINE_METHOD_UNAVAILABLE[context.locale] }] });
}

/** Writes the order; answers what the answer to the customer is made of (place-order-answer.ts). */
export async function writeOrder(tx: Tx, checked: CheckedOrder, context: WriteContext): Promise<PlacedFacts> {
  const { request } = context;
  const { quote, priced, coupon } = checked;
  const pickupStoreId = request.delivery.method === "local-pickup" ? request.delivery.storeId : null;
  const id = newOrderId();
  // Allocated from the rows the submission's read locked (the order's write statement posts the movements).
  const reserved = await reserveStocks(tx, context.city.id, stockToTake(checked), pickupStoreId, context.lockedStock);
  if (!reserved.ok) {
    // The city lacks units (another order took them since the cart was read): the cart is read again and told.
    // A pickup store lacking what the city has: the customer chooses another store or a delivery.
    if (pickupStoreId === null || reserved.cityShort) throw new CartConflict(context.cartId, null);
    throw new AppError("STORE_LACKS_STOCK", { details: { storeId: pickupStoreId, missing: reserved.short } });
  }
  const reservations = reserved.allocations;
  if (coupon && !(await claimCouponUse(tx, coupon.couponId))) throw new AppError("COUPON_USED_UP");

  const status = statusAfterPlacing(request.payment);
  const payUntil = payUntilOf(request.payment, context.now);
  const lines = priced.lines.map(({ line }) => line);
  const order = {
    id,
    cityId: context.city.id,
    userId: context.user.id,
    status,
    paymentMethod: request.payment,
    deliveryMethod: request.delivery.method,
    tpd: priced.tpd,
    customerKind: context.customer.kind,
    locale: context.locale,
    email: context.user.email,
    firstName: request.contact.firstName,
    lastName: request.contact.lastName,
    phone: request.contact.phone,
    // Text messages only when asked for at checkout, to the number made E.164 (the request's check refused any other).
    smsPhone: request.sms ? toE164(request.contact.phone) : null,
    ...deliveryColumns(request.delivery, context.locker),
    comment: request.comment ?? null,
    invoiceBuyer: context.invoiceBuyer,
    subtotal: quote.subtotal,
    discount: quote.discount,
    deliveryFee: quote.deliveryFee,
    total: quote.total,
    couponId: coupon?.couponId ?? null,
    couponCode: coupon?.code ?? null,
    payUntil,
    idempotencyKey: context.idempotencyKey,
    requestHash: context.hash,
  } satisfies NewOrderRow;
  const items = lines.map((line, index) => ({
    productId: line.product.id,
    slug: line.product.slug,
    name: line.product.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    regularPrice: line.regularPrice,
    priceKind: line.priceKind,
    lineTotal: line.lineTotal,
    discount: coupon?.discount.perLine[index] ?? 0,
    tpd: line.product.tpd,
    position: index,
    image: productCardImageUrl(line.product.slug, line.product.imageKey, 160),
  }));
  const history = [
    { fromStatus: null, toStatus: "CREATED" as const, actor: "customer" as const, actorUserId: context.user.id },
    ...(status === "AWAITING_PAYMENT"
      ? [{ fromStatus: "CREATED" as const, toStatus: status, actor: "system" as const, actorUserId: null }]
      : []),
  ];
  const byProduct = [...items].sort((a, b) => a.productId - b.productId);
  const mailFacts = (crypto: OrderMailFacts["crypto"]): OrderMailFacts => ({
    order: { ...order, pickupAt: order.pickupAt ?? null, status },
    city: { slug: context.city.slug, names: priced.cityNames },
    store: request.delivery.method === "local-pickup" ? priced.store : null,
    lines: items,
    crypto,
  });
  const email = (crypto: OrderMailFacts["crypto"]): NewEmailRow | null =>
    placedOrderEmail(context.user.email, mailFacts(crypto), context.locale, { brand: context.brand, publicOrigin: context.publicOrigin });
  const finish = (mail: NewEmailRow | null): PlacedOrderFinish => ({
    sold: byProduct.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    cartId: context.cartId,
    fingerprint: context.hash,
    email: mail,
  });
  const placed = {
    order,
    items,
    reservations,
    history,
    couponUse: coupon ? { couponId: coupon.couponId, userId: context.user.id } : null,
    // The ledger's "reservation" movements: the order as their document, the customer as who made them.
    moves: reservationMoves(reservations),
  };

  let next: NextStep = { kind: "none" };
  let createdAt: Date;
  if (request.payment === "in-store" || payUntil === null) {
    ({ createdAt } = await insertPlacedOrder(tx, { ...placed, email: email(null) }, finish(null)));
  } else {
    // The payment row needs the order; a crypto e-mail names the amount the payment chose.
    const crypto = request.payment === "crypto";
    ({ createdAt } = await insertPlacedOrder(tx, { ...placed, email: crypto ? null : email(null) }));
    next = await context.payments.open(tx, {
      id,
      email: context.user.email ?? "",
      total: quote.total,
      method: request.payment,
      locale: context.locale,
      citySlug: context.city.slug,
      payUntil,
      onlineMethod: request.payment === "online" ? await chosenOnlineMethod(context, priced.subtotal) : undefined,
    });
    const payment = next.kind === "crypto" && next.payment.address ? { address: next.payment.address, amount: next.payment.amount } : null;
    await finishPlacedOrder(tx, id, finish(crypto ? email(payment) : null));
  }
  return {
    orderId: id,
    next,
    createdAt,
    order,
    items,
    history: history.map((entry) => ({ status: entry.toStatus, actor: entry.actor })),
    city: { slug: context.city.slug, names: priced.cityNames },
    store: request.delivery.method === "local-pickup" && priced.store ? priced.store : null,
  };
}
