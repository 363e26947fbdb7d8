// The model the model-based order test (orders-model.test.ts) keeps beside the shop: stock per product in
// Warsaw, each customer's stored cart and city, the coupon's uses and every order with its lines and total.
// Each step says what the shop must answer and changes the model the way docs/orders.md says the shop changes.
import fc from "fast-check";

export const HOME = "warszawa";
const COUPON_PERCENT = 10;
export const COUPON_MAX_USES = 1;

export type Lines = Map<number, number>;
type ModelStatus = "CREATED" | "AWAITING_PAYMENT" | "PAID" | "CANCELED";

export interface ModelOrder {
  id: string;
  customer: number;
  lines: Lines;
  coupon: boolean;
  online: boolean;
  total: number;
  status: ModelStatus;
  payUrl: string | null;
}

export interface ModelCustomer {
  city: string;
  cart: Lines;
  useCoupon: boolean;
}

export interface Shop {
  /** Warsaw price per product (grosze). */
  prices: Map<number, number>;
  courier: { fee: number; freeFrom: number | null };
}

export interface Model {
  stock: Map<number, number>;
  customers: ModelCustomer[];
  orders: ModelOrder[];
}

export type Step =
  | { kind: "add"; customer: number; product: number; quantity: number }
  | { kind: "city"; customer: number }
  | { kind: "coupon"; customer: number }
  | { kind: "place"; customer: number; online: boolean }
  | { kind: "cancel"; customer: number; pick: number }
  | { kind: "pay"; customer: number; pick: number }
  | { kind: "expire"; customer: number; pick: number };

/** Random steps over `customers` customers and `products` products (indexes into the test's product list). */
export function stepArbitrary(customers: number, products: number): fc.Arbitrary<Step> {
  const customer = fc.integer({ min: 0, max: customers - 1 });
  const pick = fc.nat(2);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant("add" as const),
        customer,
        product: fc.nat(products - 1),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("city" as const), customer }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("coupon" as const), customer }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("place" as const), customer, online: fc.boolean() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), customer, pick }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("pay" as const), customer, pick }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("expire" as const), customer, pick }) },
  );
}

export function newModel(stock: Map<number, number>, customers: number): Model {
  return {
    stock: new Map(stock),
    customers: Array.from({ length: customers }, () => ({ city: HOME, cart: new Map(), useCoupon: false })),
    orders: [],
  };
}

/** Would a read in Warsaw cut the stored cart? */
export const needsCut = (model: Model, customer: ModelCustomer) =>
  [...customer.cart].some(([product, quantity]) => quantity > (model.stock.get(product) ?? 0));

/** Reading the cart in Warsaw cuts each stored line to the stock (a line of a sold-out product goes). Changed? */
export function cutToStock(model: Model, customer: ModelCustomer): boolean {
  let changed = false;
  for (const [product, quantity] of customer.cart) {
    const stock = model.stock.get(product) ?? 0;
    if (quantity <= stock) continue;
    changed = true;
    if (stock === 0) customer.cart.delete(product);
    else customer.cart.set(product, stock);
  }
  return changed;
}

export const couponUses = (model: Model) => model.orders.filter((order) => order.coupon && order.status !== "CANCELED").length;

const lineTotals = (shop: Shop, lines: Lines) =>
  [...lines].map(([product, quantity]) => (shop.prices.get(product) ?? Number.NaN) * quantity);

const subtotalOf = (shop: Shop, lines: Lines) => lineTotals(shop, lines).reduce((a, b) => a + b, 0);

/** The coupon's discount: its percent of each line, rounded down per line. */
export const discountOf = (shop: Shop, lines: Lines) =>
  lineTotals(shop, lines).reduce((sum, lineTotal) => sum + Math.floor((lineTotal * COUPON_PERCENT) / 100), 0);

/** The order total for these lines: 10 % off each line with the coupon (rounded down), then the delivery fee. */
export function totalOf(shop: Shop, lines: Lines, coupon: boolean, online: boolean): number {
  const goods = subtotalOf(shop, lines) - (coupon ? discountOf(shop, lines) : 0);
  const free = shop.courier.freeFrom !== null && goods >= shop.courier.freeFrom;
  return goods + (online && !free ? shop.courier.fee : 0);
}

/** An order the step names: the customer's (null: anyone's) `pick`-th order from the newest (cycling), or none yet. */
export function pickOrder(model: Model, customer: number | null, pick: number): ModelOrder | undefined {
  const own = model.orders.filter((order) => customer === null || order.customer === customer);
  return own.length === 0 ? undefined : own[own.length - 1 - (pick % own.length)];
}

/** The stock an order's cancellation gives back, and its coupon use, in the model. */
export function cancelInModel(model: Model, order: ModelOrder): void {
  order.status = "CANCELED";
  for (const [product, quantity] of order.lines) model.stock.set(product, (model.stock.get(product) ?? 0) + quantity);
}
