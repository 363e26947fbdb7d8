// Product cards of a city, priced for the caller; shared by every catalogue use-case.
import type { ProductCard } from "@shop/contracts";
import { type CardRow, type Db, findCardRows, findWholesaleTiers } from "@shop/db";
import { bundleStock, type Locale, type PricingCustomer } from "@shop/domain";
import { productCardImageUrl } from "../media/urls";
import type { CategoryIndex } from "./category-index";
import { priceInfo } from "./price-info";

export interface CardContext {
  cityId: number;
  locale: Locale;
  customer: PricingCustomer;
  categories: CategoryIndex;
  now?: Date;
}

export interface LoadedCard {
  card: ProductCard;
  /** Whether the city shows the product (a bundle's items are carded even when hidden). */
  visible: boolean;
  /** The offer's own numbers, for bundle savings. */
  row: CardRow;
}

/** Units the city can sell: a bundle's items decide its stock. */
export const stockOf = (row: CardRow): number => (row.bundleItems ? bundleStock(row.bundleItems) : row.stock);

/** Cards of the products that have an offer in the city, in the order of `ids`. */
export async function loadCards(db: Db, ids: readonly number[], context: CardContext): Promise<LoadedCard[]> {
  const [rows, tiers] = await Promise.all([
    findCardRows(db, { cityId: context.cityId, locale: context.locale, ids }),
    context.customer.kind === "wholesale" ? findWholesaleTiers(db, { cityId: context.cityId, ids }) : new Map(),
  ]);
  const now = context.now ?? new Date();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cards: LoadedCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const offer = { price: row.price, salePrice: row.salePrice, franchisePrice: row.franchisePrice, wholesaleTiers: tiers.get(id) ?? [] };
    const stock = stockOf(row);
    cards.push({
      visible: row.visible,
      row,
      card: {
        id: row.id,
        slug: row.slug,
        kind: row.kind,
        name: row.name,
        shortDescription: row.shortDescription,
        image: productCardImageUrl(row.slug, row.imageKey),
        brand: row.brand,
        category: context.categories.ref(row.categoryId, context.locale),
        tpd: row.tpd,
        price: priceInfo(offer, context.customer, row.priceHistory, now),
        availability: { inStock: stock > 0, count: stock },
      },
    });
  }
  return cards;
}

/** Only the cards of products the city shows. */
export async function loadVisibleCards(db: Db, ids: readonly number[], context: CardContext): Promise<ProductCard[]> {
  return (await loadCards(db, ids, context)).filter((c) => c.visible).map((c) => c.card);
}
