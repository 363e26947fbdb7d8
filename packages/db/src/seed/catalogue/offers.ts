import { CITY_OFFERS, DEMO_NOT_IN_WARSZAWA, daysBefore } from "./constants";
import { rng } from "./random";

interface PricePoint {
  price: number;
  validFrom: Date;
}

/** One city's offer of one product, with its wholesale tiers and price history (money in grosze). */
export interface OfferPlan {
  city: string;
  slug: string;
  visible: boolean;
  price: number;
  salePrice: number | null;
  stock: number;
  franchisePrice: number | null;
  tiers: Array<{ minQuantity: number; price: number }>;
  history: PricePoint[];
}

/** A shop price: whole złoty minus one grosz (49.99 zł = 4999). */
const shopPrice = (zloty: number) => Math.max(1, Math.round(zloty)) * 100 - 1;

/** A shop price near `target` grosze and within [min, max]; throws when no whole-złoty price fits. */
function priceBetween(target: number, min: number, max: number): number {
  let zloty = Math.max(1, Math.round(target / 100));
  while (zloty > 1 && zloty * 100 - 1 > max) zloty--;
  while (zloty * 100 - 1 < min) zloty++;
  const price = zloty * 100 - 1;
  if (price > max || price < min) throw new Error(`No shop price between ${min} and ${max}`);
  return price;
}

const later = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);

/** Regular price history, and for sale items the path to the sale price, so that the 30-day lowest price means something. */
function priceHistory(slug: string, city: string, price: number, salePrice: number | null, createdAt: Date): PricePoint[] {
  const r = rng("history", slug, city);
  const start = later(createdAt, daysBefore(90));
  if (salePrice !== null) {
    const pattern = r.int(0, 2);
    if (pattern === 0)
      return [
        { price, validFrom: start },
        { price: salePrice, validFrom: daysBefore(10) },
      ];
    if (pattern === 1) {
      // A short promotion a month ago, then the regular price, then the current sale.
      const promo = Math.max(salePrice + 100, shopPrice((price / 100) * 0.88));
      return [
        { price, validFrom: start },
        { price: Math.min(promo, price - 100), validFrom: daysBefore(28) },
        { price, validFrom: daysBefore(21) },
        { price: salePrice, validFrom: daysBefore(10) },
      ];
    }
    // The price went up 20 days ago, then the sale started.
    return [
      { price: Math.min(shopPrice((price / 100) * 0.94), price - 100), validFrom: start },
      { price, validFrom: daysBefore(20) },
      { price: salePrice, validFrom: daysBefore(10) },
    ];
  }
  if (createdAt < daysBefore(90) && r.chance(0.15)) {
    const old = shopPrice((price / 100) * (0.9 + r.next() * 0.16));
    if (old !== price)
      return [
        { price: old, validFrom: start },
        { price, validFrom: daysBefore(r.int(12, 60)) },
      ];
  }
  return [{ price, validFrom: start }];
}

function tiersFor(price: number): Array<{ minQuantity: number; price: number }> {
  // Cheap items (below 10 zł) are bought in larger quantities.
  const steps: Array<[number, number]> =
    price < 1000
      ? [
          [20, 0.9],
          [100, 0.8],
        ]
      : [
          [10, 0.9],
          [50, 0.82],
        ];
  return steps.map(([minQuantity, factor]) => ({ minQuantity, price: Math.max(1, Math.round(price * factor)) }));
}

interface SimpleInput {
  slug: string;
  basePrice: number;
  createdAt: Date;
}

/** Offers of simple products: each city offers its own share of the catalogue at its own prices. */
export function planSimpleOffers(products: SimpleInput[], bundleItems: Set<string>, cities: string[]): OfferPlan[] {
  if (!products.some((p) => p.slug === DEMO_NOT_IN_WARSZAWA)) throw new Error(`${DEMO_NOT_IN_WARSZAWA} is not in the catalogue`);
  const plans: OfferPlan[] = [];
  for (const product of products) {
    const wholesale = rng("wholesale", product.slug).chance(0.4);
    for (const city of cities) {
      const terms = CITY_OFFERS[city];
      if (!terms) continue;
      const r = rng("offer", product.slug, city);
      const inBundle = bundleItems.has(product.slug);
      // Bundle items are in every Warsaw and Kraków store, so that both cities offer every bundle.
      const offered =
        product.slug === DEMO_NOT_IN_WARSZAWA
          ? city !== "warszawa"
          : (inBundle && (city === "warszawa" || city === "krakow")) || r.chance(inBundle ? Math.max(terms.share, 0.9) : terms.share);
      if (!offered) continue;
      const price = shopPrice(product.basePrice * terms.factor * (0.97 + r.next() * 0.06));
      const saleable = price >= 500 && product.createdAt < daysBefore(40);
      const salePrice = saleable && r.chance(0.25) ? priceBetween(price * (0.72 + r.next() * 0.16), price * 0.7, price * 0.9) : null;
      const stock = r.chance(0.1) ? 0 : r.int(1, 60);
      const franchisePrice = r.chance(0.85) ? Math.round(price * (0.78 + r.next() * 0.04)) : null;
      const visible = inBundle || product.slug === DEMO_NOT_IN_WARSZAWA || !r.chance(0.02);
      plans.push({
        city,
        slug: product.slug,
        visible,
        price,
        salePrice,
        stock,
        franchisePrice,
        tiers: wholesale ? tiersFor(price) : [],
        history: priceHistory(product.slug, city, price, salePrice, product.createdAt),
      });
    }
  }
  return plans;
}

interface BundleInput {
  slug: string;
  createdAt: Date;
  items: Array<[slug: string, quantity: number]>;
}

/** A bundle is offered where every item is offered and visible, 8–20% below its items' current prices there. */
export function planBundleOffers(bundles: BundleInput[], simple: OfferPlan[], cities: string[]): OfferPlan[] {
  const byKey = new Map(simple.map((offer) => [`${offer.city}|${offer.slug}`, offer]));
  const plans: OfferPlan[] = [];
  for (const bundle of bundles) {
    for (const city of cities) {
      const items = bundle.items.map(([slug, quantity]) => ({ offer: byKey.get(`${city}|${slug}`), quantity }));
      if (items.some(({ offer }) => !offer?.visible)) continue;
      let sum = 0;
      let stock = Number.POSITIVE_INFINITY;
      for (const { offer, quantity } of items) {
        if (!offer) continue;
        sum += (offer.salePrice ?? offer.price) * quantity;
        stock = Math.min(stock, Math.floor(offer.stock / quantity));
      }
      const r = rng("bundle", bundle.slug, city);
      const price = priceBetween(sum * (0.82 + r.next() * 0.08), sum * 0.8, sum * 0.92);
      plans.push({
        city,
        slug: bundle.slug,
        visible: true,
        price,
        salePrice: null,
        stock: Number.isFinite(stock) ? stock : 0,
        franchisePrice: null,
        tiers: [],
        history: [{ price, validFrom: later(bundle.createdAt, daysBefore(90)) }],
      });
    }
  }
  return plans;
}
