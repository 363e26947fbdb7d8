// Steps 5 to 7 of placing an order (docs/orders.md): take the stock, count the coupon's use, write the order
// and everything that goes with it, open the payment, empty the cart, queue the e-mail. All in the caller's
// transaction; a refusal here rolls back what the steps before it wrote.
import type { DeliveryDetails, NextStep, PlaceOrderRequest } from "@shop/contracts";
import {
  addSoldCounts,
  claimCouponUse,
  closeCartForOrder,
  findBundleComponents,
  insertCouponUse,
  insertPlacedOrder,
  type NewOrderRow,
  reserveStock,
  type Tx,
} from "@shop/db";
import { type BrandId, CRYPTO_PAY_MINUTES, type Locale, newOrderId, type PricingCustomer, statusAfterPlacing } from "@shop/domain";
import { AppError } from "../http/app-error";
import type { PaymentServices } from "../payments";
import { CartConflict, type CheckedOrder } from "./place-order-checks";
import { queueOrderEmail } from "./queue-order-email";

/** Minutes an online payment may take before the unpaid order is canceled (docs/orders.md "Pay-until"). */
export const ONLINE_PAY_MINUTES = 60;

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
}

/** Units to take per product, in product id order: a bundle line takes its items, summed with other lines. */
async function stockToTake(tx: Tx, checked: CheckedOrder): Promise<Array<{ productId: number; quantity: number }>> {
  const lines = checked.priced.lines.map((priced) => priced.line);
  const bundleIds = lines.filter((line) => line.product.kind === "bundle").map((line) => line.product.id);
  const bundleItems = await findBundleComponents(tx, bundleIds);
  const take = new Map<number, number>();
  const add = (productId: number, quantity: number) => take.set(productId, (take.get(productId) ?? 0) + quantity);
  for (const line of lines) {
    if (line.product.kind !== "bundle") add(line.product.id, line.quantity);
    else
      for (const item of bundleItems.filter((row) => row.bundleId === line.product.id)) add(item.productId, item.quantity * line.quantity);
  }
  return [...take].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);
}

function deliveryColumns(delivery: DeliveryDetails): Partial<NewOrderRow> {
  switch (delivery.method) {
    case "local-pickup":
      return { storeId: delivery.storeId, pickupAt: new Date(delivery.pickupAt) };
    case "parcel-locker":
      return { lockerCode: delivery.lockerCode };
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

/** Writes the order; answers its id and what the customer does next. */
export async function writeOrder(tx: Tx, checked: CheckedOrder, context: WriteContext): Promise<{ orderId: string; next: NextStep }> {
  const { request } = context;
  const { quote } = checked;
  const reservations = await stockToTake(tx, checked);
  for (const take of reservations) {
    if (!(await reserveStock(tx, { cityId: context.city.id, ...take }))) throw new CartConflict(context.cartId, null);
  }
  const coupon = checked.coupon;
  if (coupon && !(await claimCouponUse(tx, coupon.couponId))) throw new AppError("COUPON_USED_UP");

  const id = newOrderId();
  const status = statusAfterPlacing(request.payment);
  const payUntil = payUntilOf(request.payment, context.now);
  const lines = checked.priced.lines.map((priced) => priced.line);
  await insertPlacedOrder(tx, {
    order: {
      id,
      cityId: context.city.id,
      userId: context.user.id,
      status,
      paymentMethod: request.payment,
      deliveryMethod: request.delivery.method,
      tpd: checked.priced.tpd,
      customerKind: context.customer.kind,
      locale: context.locale,
      email: context.user.email,
      firstName: request.contact.firstName,
      lastName: request.contact.lastName,
      phone: request.contact.phone,
      ...deliveryColumns(request.delivery),
      comment: request.comment ?? null,
      subtotal: quote.subtotal,
      discount: quote.discount,
      deliveryFee: quote.deliveryFee,
      total: quote.total,
      couponId: coupon?.couponId ?? null,
      couponCode: coupon?.code ?? null,
      payUntil,
      idempotencyKey: context.idempotencyKey,
      requestHash: context.hash,
    },
    items: lines.map((line, index) => ({
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
    })),
    reservations,
    history: [
      { fromStatus: null, toStatus: "CREATED", actor: "customer", actorUserId: context.user.id },
      ...(status === "AWAITING_PAYMENT"
        ? [{ fromStatus: "CREATED" as const, toStatus: status, actor: "system" as const, actorUserId: null }]
        : []),
    ],
  });
  if (coupon) await insertCouponUse(tx, { couponId: coupon.couponId, orderId: id, userId: context.user.id });

  const next: NextStep =
    request.payment === "in-store" || payUntil === null
      ? { kind: "none" }
      : await context.payments.open(tx, {
          id,
          total: quote.total,
          method: request.payment,
          locale: context.locale,
          citySlug: context.city.slug,
          payUntil,
        });
  await addSoldCounts(
    tx,
    lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
  );
  await closeCartForOrder(tx, context.cartId, { orderId: id, fingerprint: context.hash });
  await queueOrderEmail(tx, id, { kind: "order-placed" }, { brand: context.brand, publicOrigin: context.publicOrigin });
  return { orderId: id, next };
}
