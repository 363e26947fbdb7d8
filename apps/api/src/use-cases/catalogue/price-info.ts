// What a card shows of a price, for the caller: the price they pay, the regular and sale prices, the
// Omnibus lowest price of a reduced item, and the business prices only to the business they are for, and only
// those below what a retail shopper pays now (a sale price can undercut a tier; the cart then charges the sale price).
import type { PriceInfo } from "@shop/contracts";
import { lowestPriceBeforeReduction, type OfferPrices, type PricePoint, type PricingCustomer, RETAIL, unitPrice } from "@shop/domain";

export function priceInfo(offer: OfferPrices, customer: PricingCustomer, history: readonly PricePoint[], now: Date): PriceInfo {
  const unit = unitPrice(offer, customer, 1);
  const onSale = offer.salePrice !== null && offer.salePrice < offer.price;
  const retail = unitPrice(offer, RETAIL, 1).unit;
  return {
    currency: "PLN",
    unit: unit.unit,
    kind: unit.kind,
    regular: offer.price,
    sale: onSale ? offer.salePrice : null,
    lowest30Days: onSale ? lowestPriceBeforeReduction(history, now) : null,
    wholesaleTiers:
      customer.kind === "wholesale"
        ? offer.wholesaleTiers.filter((t) => t.price < retail).map((t) => ({ minQuantity: t.minQuantity, price: t.price }))
        : [],
    franchise:
      customer.kind === "franchise" && offer.franchisePrice !== null && offer.franchisePrice < retail ? offer.franchisePrice : null,
  };
}
