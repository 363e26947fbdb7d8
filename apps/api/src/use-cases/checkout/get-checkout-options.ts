// GET /checkout/options (issue 6; decisions.md "Checkout and orders"): what the checkout page may offer
// this cart and customer in the city: deliveries with their fees and payments (TPD rule, brand flags),
// which rule removed options, the stores with their pickup slots (but those of full hours: pickup-capacity.ts) and
// what each lacks of the cart (those holding all of it first: pickup-store-stock.ts), the crypto payment window,
// and the online payment's methods for the cart's subtotal (Przelewy24, BLIK first).
import type { CheckoutOptions, OnlineMethod } from "@shop/contracts";
import { type Db, findCartItems, findCartStoreStock, findDeliveryFees, findPickupStores } from "@shop/db";
import {
  allowedDeliveries,
  allowedPayments,
  type Brand,
  type CheckoutSituation,
  CRYPTO_PAY_MINUTES,
  type Locale,
  PICKUP_HORIZON_MS,
  type PricingCustomer,
  pickupSlots,
} from "@shop/domain";
import { type CartCaller, findCallerCart } from "../cart/cart-identity";
import { priceCart } from "../cart/price-cart";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { checkoutRestriction } from "./checkout-options-restriction";
import { fullPickupHours, isFullHour } from "./pickup-capacity";
import { byCartStock } from "./pickup-store-stock";

export interface CheckoutOptionsRequest {
  caller: CartCaller;
  city: string;
  locale: Locale;
  customer: PricingCustomer;
  brand: Brand;
  /** The online methods for an amount (PaymentServices.onlineMethods); without it, none are listed. */
  onlineMethods?: (locale: Locale, amount: number) => Promise<OnlineMethod[]>;
  now?: Date;
}

export async function getCheckoutOptions(db: Db, request: CheckoutOptionsRequest): Promise<CheckoutOptions> {
  const city = await requireCatalogueCity(db, request.city);
  const now = request.now ?? new Date();
  const cart = await cartFacts(db, request, city.id);
  const situation: CheckoutSituation = {
    hasTpd: cart.tpd,
    customer: request.customer,
    brand: { cashPaymentAvailable: request.brand.cashPaymentAvailable, localPickupAvailable: request.brand.localPickupAvailable },
  };
  const deliveries = allowedDeliveries(situation);
  const online = deliveries.some((method) => allowedPayments(situation, method).includes("online"));
  const [fees, stores, onlineMethods, needs] = await Promise.all([
    findDeliveryFees(db, city.id),
    findPickupStores(db, city.id),
    online && request.onlineMethods && cart.subtotal > 0 ? request.onlineMethods(request.locale, cart.subtotal) : [],
    findCartStoreStock(db, { cityId: city.id, locale: request.locale, lines: cart.lines }),
  ]);
  const full = await fullPickupHours(db, stores, now, new Date(now.getTime() + PICKUP_HORIZON_MS));
  return {
    city: city.slug,
    deliveries: deliveries.map((method) => ({
      method,
      fee: fees.get(method)?.fee ?? 0,
      freeFrom: fees.get(method)?.freeFrom ?? null,
      payments: allowedPayments(situation, method),
    })),
    restriction: checkoutRestriction(situation),
    customerKind: request.customer.kind,
    stores: byCartStock(
      stores.map((store) => ({
        id: store.id,
        address: store.address,
        phone: store.phone,
        openingHours: store.openingHours,
        slots: pickupSlots(store.openingHours, now)
          .filter((slot) => !isFullHour(full, store.id, slot))
          .map((slot) => slot.toISOString()),
      })),
      needs,
    ),
    cryptoPayMinutes: CRYPTO_PAY_MINUTES,
    onlineMethods,
  };
}

interface CartFacts {
  tpd: boolean;
  subtotal: number;
  /** The lines kept, as far as the city can sell them. */
  lines: Array<{ productId: number; quantity: number }>;
}

/** Whether the lines the city would sell of the caller's cart include a TPD product, their subtotal, the lines (no cart: none). */
async function cartFacts(db: Db, request: CheckoutOptionsRequest, cityId: number): Promise<CartFacts> {
  const cart = await findCallerCart(db, request.caller);
  if (!cart) return { tpd: false, subtotal: 0, lines: [] };
  const priced = await priceCart(db, await findCartItems(db, cart.id), { cityId, locale: request.locale, customer: request.customer });
  return { tpd: priced.tpd, subtotal: priced.subtotal, lines: priced.kept };
}
