// Prices (decisions.md "Prices and rules"): the server always prices; the client never does.
// Money is an integer count of grosze.

/** Who is buying: a retail customer (or a visitor), or an approved business customer. */
export type PricingCustomer = { kind: "retail" } | { kind: "wholesale" } | { kind: "franchise" };
export const RETAIL: PricingCustomer = { kind: "retail" };

export interface WholesaleTier {
  minQuantity: number;
  price: number;
}

export interface OfferPrices {
  /** Regular retail price. */
  price: number;
  /** Retail sale price (below price) or null. */
  salePrice: number | null;
  franchisePrice: number | null;
  wholesaleTiers: readonly WholesaleTier[];
}

export type PriceKind = "retail" | "sale" | "wholesale" | "franchise";

export interface UnitPrice {
  /** What the customer pays for one unit at this quantity. */
  unit: number;
  kind: PriceKind;
  /** The regular retail price, for showing a discount. */
  regular: number;
}

/** The retail price a shopper pays: the sale price when there is one. */
export function retailPrice(offer: Pick<OfferPrices, "price" | "salePrice">): number {
  return offer.salePrice !== null && offer.salePrice < offer.price ? offer.salePrice : offer.price;
}

/** The tier that applies at a quantity: the one with the highest threshold reached, or null. */
export function applicableTier(tiers: readonly WholesaleTier[], quantity: number): WholesaleTier | null {
  let best: WholesaleTier | null = null;
  for (const tier of tiers) if (quantity >= tier.minQuantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  return best;
}

/**
 * The unit price for a customer and a line quantity. A business never pays more than a retail
 * shopper would: a tier or franchise price above the current retail price gives way to it.
 */
export function unitPrice(offer: OfferPrices, customer: PricingCustomer, quantity = 1): UnitPrice {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  const retail = retailPrice(offer);
  const retailKind: PriceKind = retail < offer.price ? "sale" : "retail";
  const result = (unit: number, kind: PriceKind): UnitPrice => ({ unit, kind, regular: offer.price });
  if (customer.kind === "franchise" && offer.franchisePrice !== null && offer.franchisePrice < retail)
    return result(offer.franchisePrice, "franchise");
  if (customer.kind === "wholesale") {
    const tier = applicableTier(offer.wholesaleTiers, quantity);
    if (tier && tier.price < retail) return result(tier.price, "wholesale");
  }
  return result(retail, retailKind);
}

export function lineTotal(offer: OfferPrices, customer: PricingCustomer, quantity: number): number {
  return unitPrice(offer, customer, quantity).unit * quantity;
}

export interface PricePoint {
  price: number;
  validFrom: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * EU Omnibus (Poland): next to a reduced price, the lowest price of the 30 days before the
 * reduction. `history` is the effective retail price over time; the reduction is the latest entry
 * that started the current price. Null when the product is not reduced.
 */
export function lowestPriceBeforeReduction(history: readonly PricePoint[], now: Date): number | null {
  const past = [...history].filter((p) => p.validFrom <= now).sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  const current = past.at(-1);
  if (!current) return null;
  const reducedFrom = current.validFrom;
  const windowStart = new Date(reducedFrom.getTime() - 30 * DAY_MS);
  let lowest: number | null = null;
  for (let i = 0; i < past.length - 1; i++) {
    const point = past[i] as PricePoint;
    const until = (past[i + 1] as PricePoint).validFrom;
    if (until <= windowStart) continue; // ended before the window
    lowest = lowest === null ? point.price : Math.min(lowest, point.price);
  }
  return lowest;
}

/** A bundle's savings: its items' prices minus the bundle's price (never negative). */
export function bundleSavings(items: readonly { unitPrice: number; quantity: number }[], bundlePrice: number): number {
  const itemsTotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return Math.max(0, itemsTotal - bundlePrice);
}

/** How many bundles its items' stock allows. */
export function bundleStock(items: readonly { stock: number; quantity: number }[]): number {
  if (items.length === 0) return 0;
  return Math.min(...items.map((item) => Math.floor(Math.max(0, item.stock) / item.quantity)));
}
