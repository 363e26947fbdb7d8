// An order as its page shows it (decisions.md: tracking by id shows only status, city, date and history; the
// signed-in owner, and staff, see everything).
import type { OrderInvoice, OrderView } from "@shop/contracts";
import { type DbOrTx, findOrderHistoryEntries, findOrderLines, findOrderTrackingNumber, findOrderWithPlace } from "@shop/db";
import { type InvoiceRequest, inpostTrackingUrl, type Locale } from "@shop/domain";
import type { PaymentServices } from "../../core/payments";
import { productCardImageUrl } from "../../media/urls";
import { pickupHoldOf } from "./pickup-hold-view";

export interface OrderViewer {
  userId: number | null;
  staff: boolean;
}

type Found = NonNullable<Awaited<ReturnType<typeof findOrderWithPlace>>>;

const CANCELABLE_BY_CUSTOMER = ["CREATED", "AWAITING_PAYMENT"];

type Details = NonNullable<OrderView["details"]>;
type LineView = Details["items"][number];

/** An order line as the order page shows it (stored lines carry more); `image` its thumbnail, when read. */
export const orderLineView = (
  { productId, slug, name, quantity, unitPrice, regularPrice, priceKind, lineTotal, tpd }: Omit<LineView, "image">,
  image: string | null = null,
): LineView => ({ productId, slug, name, quantity, unitPrice, regularPrice, priceKind, lineTotal, tpd, image });

interface AddressFields {
  street?: string | null;
  streetNumber?: string | null;
  apartment?: string | null;
  zipCode?: string | null;
  country?: string | null;
}

/** The delivery address of a courier or post order; none for pickups and lockers. */
export function deliveryAddressOf(order: AddressFields): Details["delivery"]["address"] {
  const { street, streetNumber, apartment, zipCode, country } = order;
  return street != null && streetNumber != null && zipCode != null && country != null
    ? { street, streetNumber, apartment: apartment ?? null, zipCode, country }
    : null;
}

/** Whom the order's invoice is for, as its page shows it. */
export function orderInvoiceOf(buyer: InvoiceRequest | null | undefined): OrderInvoice | null {
  if (!buyer) return null;
  const address = buyer.address ? { line1: buyer.address.line1, line2: buyer.address.line2 } : null;
  return { kind: buyer.kind, name: buyer.name, nip: buyer.kind === "business" ? buyer.nip : null, address, check: buyer.check ?? null };
}

export async function loadOrderView(
  db: DbOrTx,
  orderId: string,
  viewer: OrderViewer,
  locale: Locale,
  payments: PaymentServices,
): Promise<OrderView | null> {
  const found = await findOrderWithPlace(db, orderId);
  if (!found) return null;
  const { order, city, store } = found;
  const history = await findOrderHistoryEntries(db, orderId);
  const owner = viewer.userId !== null && viewer.userId === order.userId;
  const pickupHold = pickupHoldOf(order, store, order.status === "CANCELED" ? (history.at(-1)?.actor ?? null) : null);
  return {
    id: order.id,
    status: order.status,
    city: { slug: city.slug, name: city.names[locale] },
    createdAt: order.createdAt.toISOString(),
    history: history.map(({ status, at, actor }) => ({ status, at: at.toISOString(), actor })),
    details: owner || viewer.staff ? await detailsOf(db, found, owner, payments) : null,
    ...(pickupHold ? { pickupHold } : {}),
  };
}

async function detailsOf(db: DbOrTx, { order, store }: Found, owner: boolean, payments: PaymentServices): Promise<OrderView["details"]> {
  const [lines, trackingNumber] = await Promise.all([findOrderLines(db, order.id), findOrderTrackingNumber(db, order.id)]);
  const awaitingPayment = order.status === "AWAITING_PAYMENT";
  const payOpen = order.payUntil !== null && order.payUntil.getTime() > Date.now();
  const address = deliveryAddressOf(order);
  return {
    items: lines.map((line) => orderLineView(line, productCardImageUrl(line.productSlug, line.imageKey, 160))),
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    total: order.total,
    couponCode: order.couponCode,
    payment: order.paymentMethod,
    delivery: {
      method: order.deliveryMethod,
      store,
      pickupAt: order.pickupAt?.toISOString() ?? null,
      lockerCode: order.lockerCode,
      lockerName: order.lockerName,
      lockerAddress: order.lockerAddress,
      postBox: order.postBox,
      address,
    },
    contact: { firstName: order.firstName, lastName: order.lastName, phone: order.phone, email: order.email },
    comment: order.comment,
    invoice: orderInvoiceOf(order.invoiceBuyer),
    tpd: order.tpd,
    payUntil: order.payUntil?.toISOString() ?? null,
    crypto: await payments.cryptoOf(db, order.id),
    canCancel: owner && CANCELABLE_BY_CUSTOMER.includes(order.status),
    canRetryPayment: order.paymentMethod === "online" && awaitingPayment && payOpen,
    // The parcel once InPost numbered it (docs/orders.md "InPost shipments"); absent before, as in the placing answer.
    ...(trackingNumber ? { parcel: { trackingNumber, url: inpostTrackingUrl(trackingNumber) } } : {}),
  };
}
