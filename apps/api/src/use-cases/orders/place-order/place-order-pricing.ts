// Step 3 of placing an order (docs/orders.md): the locked cart priced from what findOrderSubmission read with it
// (the offers and names, with the pickup store, the delivery's fee and the city's names), by the cart's own rule
// for each line (decideLine). The cart and the quote price full cards (priceCart); an order needs less.
import type { CartChange } from "@shop/contracts";
import type { OrderPricing, OrderPricingProduct } from "@shop/db";
import { bundleStock, type PriceKind, type PricingCustomer } from "@shop/domain";
import { type CartItemInput, decideLine, type PriceableProduct } from "../../cart/price-cart";

interface OrderLine {
  product: { id: number; slug: string; kind: "simple" | "bundle"; name: string; tpd: boolean; imageKey: string | null };
  quantity: number;
  unitPrice: number;
  regularPrice: number;
  priceKind: PriceKind;
  lineTotal: number;
  /** Stock units the line takes per product: its own, or a bundle's items'. */
  takes: Array<{ productId: number; quantity: number }>;
}

interface PricedOrderLine {
  line: OrderLine;
}

export interface PricedOrder extends Omit<OrderPricing, "products"> {
  /** The lines kept, in the cart's order. */
  lines: PricedOrderLine[];
  subtotal: number;
  tpd: boolean;
  /** What had to change against the cart (any: the order is refused with CART_CHANGED). */
  changes: CartChange[];
}

function priceable(product: OrderPricingProduct): PriceableProduct | undefined {
  const { offer } = product;
  if (!offer) return undefined;
  return {
    slug: product.slug,
    name: product.name,
    visible: offer.visible,
    stock: offer.bundleItems ? bundleStock(offer.bundleItems) : offer.stock,
    offer: { price: offer.price, salePrice: offer.salePrice, franchisePrice: offer.franchisePrice, wholesaleTiers: offer.tiers },
  };
}

export function priceOrder(items: readonly CartItemInput[], pricing: OrderPricing, customer: PricingCustomer): PricedOrder {
  const { products, ...place } = pricing;
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: PricedOrderLine[] = [];
  const changes: CartChange[] = [];
  for (const item of items) {
    const product = byId.get(item.productId);
    const decided = decideLine(item, product && priceable(product), product, customer);
    if (decided.change) changes.push(decided.change);
    if (!decided.kept || !product) continue;
    const { quantity, price } = decided;
    const bundle = product.offer?.bundleItems;
    lines.push({
      line: {
        product: {
          id: product.id,
          slug: product.slug,
          kind: product.kind,
          name: product.name,
          tpd: product.tpd,
          imageKey: product.imageKey,
        },
        quantity,
        unitPrice: price.unit,
        regularPrice: price.regular,
        priceKind: price.kind,
        lineTotal: price.unit * quantity,
        takes: bundle
          ? bundle.map((part) => ({ productId: part.productId, quantity: part.quantity * quantity }))
          : [{ productId: product.id, quantity }],
      },
    });
  }
  return {
    ...place,
    lines,
    subtotal: lines.reduce((sum, priced) => sum + priced.line.lineTotal, 0),
    tpd: lines.some((priced) => priced.line.product.tpd),
    changes,
  };
}
