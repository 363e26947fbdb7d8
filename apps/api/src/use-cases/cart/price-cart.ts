// A cart's lines priced in a city for a customer (issue 6). Shared by the cart, the checkout quote and
// placing an order: the server prices; nothing a client sends is a price. decideLine is the rule for one line,
// whatever read the product: the cart and the quote read full cards (priceCart), placing an order reads only what
// an order needs (place-order-pricing.ts).
import type { CartChange, CartLine } from "@shop/contracts";
import { MAX_LINE_QUANTITY } from "@shop/contracts";
import { type Db, findProductNames } from "@shop/db";
import { type Locale, type OfferPrices, type PricingCustomer, type UnitPrice, unitPrice } from "@shop/domain";
import { loadCategoryIndex } from "../catalogue/category-index";
import { loadCards, stockOf } from "../catalogue/product-cards";

export interface CartItemInput {
  productId: number;
  quantity: number;
}

interface PricedLine {
  line: CartLine;
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

/** A product as the city offers it, from whichever read. */
export interface PriceableProduct {
  slug: string;
  name: string;
  visible: boolean;
  /** Units the city can sell (a bundle: what its items allow). */
  stock: number;
  offer: OfferPrices;
}

export type LineDecision =
  | { kept: false; change: CartChange }
  | { kept: true; quantity: number; maxQuantity: number; price: UnitPrice; change: CartChange | null };

/**
 * One line: a product the city does not show (or offers not at all: `offered` undefined, named by `named`), or
 * has none of, is dropped; a quantity above stock (at most MAX_LINE_QUANTITY) is lowered to it; the rest is priced.
 */
export function decideLine(
  item: CartItemInput,
  offered: PriceableProduct | undefined,
  named: { slug: string; name: string } | undefined,
  customer: PricingCustomer,
): LineDecision {
  if (!offered?.visible) {
    const name = offered ?? named;
    return {
      kept: false,
      change: {
        productId: item.productId,
        slug: name?.slug ?? "",
        name: name?.name ?? `#${item.productId}`,
        kind: "removed",
        reason: "not-offered",
        from: item.quantity,
        to: 0,
      },
    };
  }
  const stock = Math.min(offered.stock, MAX_LINE_QUANTITY);
  const base = { productId: item.productId, slug: offered.slug, name: offered.name, from: item.quantity };
  if (stock <= 0) return { kept: false, change: { ...base, kind: "removed", reason: "out-of-stock", to: 0 } };
  const quantity = Math.min(item.quantity, stock);
  const change: CartChange | null = quantity < item.quantity ? { ...base, kind: "reduced", reason: "less-in-stock", to: quantity } : null;
  return { kept: true, quantity, maxQuantity: stock, price: unitPrice(offered.offer, customer, quantity), change };
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
    const offered: PriceableProduct | undefined = card && {
      slug: card.card.slug,
      name: card.card.name,
      visible: card.visible,
      stock: stockOf(card.row),
      offer: {
        price: card.row.price,
        salePrice: card.row.salePrice,
        franchisePrice: card.row.franchisePrice,
        wholesaleTiers: card.card.price.wholesaleTiers,
      },
    };
    const decided = decideLine(item, offered, names.get(item.productId), context.customer);
    if (decided.change) changes.push(decided.change);
    if (!decided.kept || !card) continue;
    const { quantity, price } = decided;
    kept.push({ productId: item.productId, quantity });
    lines.push({
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
        maxQuantity: decided.maxQuantity,
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
