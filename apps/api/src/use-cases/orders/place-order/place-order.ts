// POST /orders (issue 6; docs/orders.md "Placing an order"): one transaction that locks the customer's cart,
// recognises a retry, re-prices, checks the rules, takes the stock and the coupon's use, and writes the order
// with its payment, cart and e-mail. A retry or a duplicate answers the order it already made.
import type { CartChange, PlacedOrder, PlaceOrderRequest } from "@shop/contracts";
import { applyCartCuts, type Db, findCartItems, type UserRow } from "@shop/db";
import { type BrandId, type Locale, type PricingCustomer, resolveBrand } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { LockerPoints } from "../../../core/lockers";
import type { PaymentOptions, PaymentServices } from "../../../core/payments";
import type { TaxRegistries } from "../../../core/tax-ids";
import { priceCart } from "../../cart/price-cart";
import { requireCatalogueCity } from "../../catalogue/catalogue-city";
import { currentNextStep, type PlacedFacts, placedAnswerOf, placedOrderAnswer } from "./place-order-answer";
import { CartConflict, checkOrder } from "./place-order-checks";
import { invoiceBuyerOf } from "./place-order-invoice";
import { chosenLocker, lockerOrRefusal } from "./place-order-locker";
import { openSubmission } from "./place-order-submission";
import { writeOrder } from "./place-order-write";

export interface PlaceOrderDeps {
  db: Db;
  brand: BrandId;
  payments: PaymentServices;
  paymentOptions: PaymentOptions;
  mailQueued?: (() => void) | undefined;
  lockers: LockerPoints;
  /** The White List: an invoice's NIP is looked up as the order is placed (issue 34). */
  taxRegistries: TaxRegistries;
}

export interface PlaceOrderInput {
  user: UserRow;
  request: PlaceOrderRequest;
  /** The Idempotency-Key header (1-200 characters), or null. */
  idempotencyKey: string | null;
  locale: Locale;
  customer: PricingCustomer;
  now?: Date;
}

/** `created`: this call placed the order (201); otherwise it answers one placed before (200). */
export interface PlaceOrderResult {
  created: boolean;
  placed: PlacedOrder;
}

type Outcome = { kind: "placed"; facts: PlacedFacts } | { kind: "answered"; orderId: string };

export async function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { db } = deps;
  const city = await requireCatalogueCity(db, input.request.city);
  const now = input.now ?? new Date();
  // Asked before the transaction, so that no lock waits on InPost; a refusal counts only for a new order.
  const locker = await chosenLocker(deps.lockers, input.request.delivery);
  const invoiceBuyer = await invoiceBuyerOf(deps, input.user, input.request, now);
  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const submission = await openSubmission(tx, {
        userId: input.user.id,
        request: input.request,
        idempotencyKey: input.idempotencyKey,
        locale: input.locale,
        customer: input.customer,
      });
      if (submission.kind === "answered") return submission;
      const lockerChosen = lockerOrRefusal(locker, input.locale);
      const checked = await checkOrder(tx, submission, {
        userId: input.user.id,
        request: input.request,
        city,
        locale: input.locale,
        customer: input.customer,
        brand: resolveBrand(deps.brand),
        groszePerUsdt: deps.paymentOptions.crypto.groszePerUsdt,
        now,
      });
      const written = await writeOrder(tx, checked, {
        user: input.user,
        request: input.request,
        idempotencyKey: input.idempotencyKey,
        city,
        cartId: submission.cart.id,
        hash: submission.hash,
        locale: input.locale,
        customer: input.customer,
        now,
        brand: deps.brand,
        publicOrigin: deps.paymentOptions.publicOrigin,
        payments: deps.payments,
        locker: lockerChosen,
        invoiceBuyer,
        lockedStock: submission.stock,
      });
      return { kind: "placed", facts: written };
    });
  } catch (error) {
    if (error instanceof CartConflict)
      throw await storeCartChanges(db, error, { cityId: city.id, locale: input.locale, customer: input.customer });
    throw error;
  }
  if (outcome.kind === "placed") {
    deps.mailQueued?.();
    return { created: true, placed: placedAnswerOf(outcome.facts, input.locale) };
  }
  const context = { userId: input.user.id, locale: input.locale, payments: deps.payments };
  const next = await currentNextStep(db, outcome.orderId, deps.payments);
  return { created: false, placed: await placedOrderAnswer(db, outcome.orderId, next, context) };
}

/**
 * After the rollback: writes what the cart had to lose (re-read when stock ran short while reserving) in a
 * short transaction of its own, and answers CART_CHANGED with those changes (possibly none by now).
 */
async function storeCartChanges(
  db: Db,
  conflict: CartConflict,
  context: { cityId: number; locale: Locale; customer: PricingCustomer },
): Promise<AppError> {
  let changes: CartChange[] | null = conflict.changes;
  if (changes === null) changes = (await priceCart(db, await findCartItems(db, conflict.cartId), context)).changes;
  const cuts = changes;
  if (cuts.length > 0) await db.transaction((tx) => applyCartCuts(tx, conflict.cartId, cuts));
  return new AppError("CART_CHANGED", { details: { changes } });
}
