// Product cards of a city, priced for the caller; shared by every catalogue use-case.
import type { ProductCard } from "@shop/contracts";
import { type CardRow, type Db, findCardRows } from "@shop/db";
import { bundleStock, type Locale, type PricingCustomer } from "@shop/domain";
import { productCardImageUrl } from "../../media/urls";
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
  const wholesale = context.customer.kind === "wholesale";
  const rows = await findCardRows(db, { cityId: context.cityId, locale: context.locale, ids, wholesale });
  const now = context.now ?? new Date();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toLoadedCard(row, context, now)] : [];
  });
}

/** A card row priced for the caller. */
export function toLoadedCard(row: CardRow, context: CardContext, now: Date): LoadedCard {
  const offer = { price: row.price, salePrice: row.salePrice, franchisePrice: row.franchisePrice, wholesaleTiers: row.wholesaleTiers };
  const stock = stockOf(row);
  return {
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
  };
}

/** Only the cards of products the city shows. */
export async function loadVisibleCards(db: Db, ids: readonly number[], context: CardContext): Promise<ProductCard[]> {
  return (await loadCards(db, ids, context)).filter((c) => c.visible).map((c) => c.card);
}
