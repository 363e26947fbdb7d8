// A cart's lines priced in a city for a customer (issue 6). Shared by the cart, the checkout quote and
// placing an order: the server prices; nothing a client sends is a price.
import type { CartChange, CartLine } from "@shop/contracts";
import { MAX_LINE_QUANTITY } from "@shop/contracts";
import { type Db, findProductNames } from "@shop/db";
import { type Locale, type PricingCustomer, unitPrice } from "@shop/domain";
import { loadCategoryIndex } from "./category-index";
import { type LoadedCard, loadCards, stockOf } from "./product-cards";

export interface CartItemInput {
  productId: number;
  quantity: number;
}

export interface PricedLine {
  line: CartLine;
  /** The card's database row (offer, bundle items). */
  loaded: LoadedCard;
  /** The line's category first, then its ancestors (per-category coupon percents). */
  categoryPath: number[];
}

export interface PricedCart {
  /** Lines the city offers, in the cart's order, each with at most what the city can sell. */
  lines: PricedLine[];
  subtotal: number;
  tpd: boolean;
  /** What had to change against the items given: products not offered, out of stock, less in stock. */
  changes: CartChange[];
  /** The items as they should be stored now (changes applied). */
  kept: CartItemInput[];
}

export interface PriceContext {
  cityId: number;
  locale: Locale;
  customer: PricingCustomer;
  now?: Date;
}

/**
 * Prices items in a city. A product the city does not show, or has none of, is dropped; a quantity above
 * stock is lowered to it. Each drop or cut is a CartChange (the spec's "cart changed" dialog).
 */
export async function priceCart(db: Db, items: readonly CartItemInput[], context: PriceContext): Promise<PricedCart> {
  const ids = items.map((item) => item.productId);
  const categories = await loadCategoryIndex(db);
  const loaded = await loadCards(db, ids, { ...context, categories });
  const byId = new Map(loaded.map((card) => [card.card.id, card]));
  // Products the city does not offer have no card: their names come from the catalogue itself.
  const unnamed = items.filter((item) => !byId.has(item.productId)).map((item) => item.productId);
  const names = await findProductNames(db, unnamed, context.locale);
  const lines: PricedLine[] = [];
  const changes: CartChange[] = [];
  const kept: CartItemInput[] = [];
  for (const item of items) {
    const card = byId.get(item.productId);
    if (!card || !card.visible) {
      const named = card ? { slug: card.card.slug, name: card.card.name } : names.get(item.productId);
      changes.push({
        productId: item.productId,
        slug: named?.slug ?? "",
        name: named?.name ?? `#${item.productId}`,
        kind: "removed",
        reason: "not-offered",
        from: item.quantity,
        to: 0,
      });
      continue;
    }
    const stock = Math.min(stockOf(card.row), MAX_LINE_QUANTITY);
    const base = { productId: item.productId, slug: card.card.slug, name: card.card.name, from: item.quantity };
    if (stock <= 0) {
      changes.push({ ...base, kind: "removed", reason: "out-of-stock", to: 0 });
      continue;
    }
    const quantity = Math.min(item.quantity, stock);
    if (quantity < item.quantity) changes.push({ ...base, kind: "reduced", reason: "less-in-stock", to: quantity });
    kept.push({ productId: item.productId, quantity });
    const offer = {
      price: card.row.price,
      salePrice: card.row.salePrice,
      franchisePrice: card.row.franchisePrice,
      wholesaleTiers: card.card.price.wholesaleTiers,
    };
    const price = unitPrice(offer, context.customer, quantity);
    lines.push({
      loaded: card,
      categoryPath: categories
        .path(card.row.categoryId)
        .map((row) => row.id)
        .reverse(),
      line: {
        product: card.card,
        quantity,
        unitPrice: price.unit,
        regularPrice: price.regular,
        priceKind: price.kind,
        lineTotal: price.unit * quantity,
        maxQuantity: stock,
      },
    });
  }
  return {
    lines,
    subtotal: lines.reduce((sum, priced) => sum + priced.line.lineTotal, 0),
    tpd: lines.some((priced) => priced.line.product.tpd),
    changes,
    kept,
  };
}
