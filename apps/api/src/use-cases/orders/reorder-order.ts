// POST /orders/{id}/reorder, "Buy again" (issue 18): the owner's order lines go back into their cart, in the
// order's line order, as far as the city sells them today; the cart answers at today's prices. What could not
// go back as it was is told as cart changes (the storefront's "cart changed" dialog): removed, reduced, repriced.
import type { CartChange, ReorderAnswer } from "@shop/contracts";
import { addCartItem, findCartItems, findOrderLines, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { openCallerCart } from "../cart/cart-identity";
import { lineLimit } from "../cart/cart-stock";
import { type CartRequest, viewCart } from "../cart/cart-view";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { ownOrderId } from "./order-ownership";

type OrderLine = Awaited<ReturnType<typeof findOrderLines>>[number];

const change = (line: OrderLine, kind: CartChange["kind"], reason: CartChange["reason"], to: number): CartChange => ({
  productId: line.productId,
  slug: line.productSlug,
  name: line.name,
  kind,
  reason,
  from: line.quantity,
  to,
});

/** The most the city sells of the product in one line now; null when it does not sell it. */
async function limitOf(deps: Pick<ApiDeps, "database">, cityId: number, productId: number, request: CartRequest): Promise<number | null> {
  try {
    return await lineLimit(deps.database.db, cityId, productId, request.locale);
  } catch (error) {
    if (error instanceof AppError && error.code === "PRODUCT_NOT_OFFERED") return null;
    throw error;
  }
}

export async function reorderOrder(
  deps: Pick<ApiDeps, "database">,
  user: UserRow,
  typedId: string,
  request: CartRequest,
): Promise<ReorderAnswer> {
  const { db } = deps.database;
  const id = await ownOrderId(deps, user, typedId);
  const city = await requireCatalogueCity(db, request.city);
  const lines = await findOrderLines(db, id);
  const cart = await openCallerCart(db, request.caller, city.id);
  const held = new Map((await findCartItems(db, cart.id)).map((item) => [item.productId, item.quantity]));
  const changes: CartChange[] = [];
  const added: OrderLine[] = [];
  // One line after another, so the cart lists them in the order's order.
  for (const line of lines) {
    const limit = await limitOf(deps, city.id, line.productId, request);
    if (limit === null) {
      changes.push(change(line, "removed", "not-offered", 0));
      continue;
    }
    const room = limit - (held.get(line.productId) ?? 0);
    const take = Math.min(line.quantity, room);
    if (take <= 0) {
      changes.push(change(line, "removed", limit === 0 ? "out-of-stock" : "less-in-stock", 0));
      continue;
    }
    // A racing write may have filled the line meanwhile: then nothing more goes in.
    const now = await addCartItem(db, { cartId: cart.id, productId: line.productId, quantity: take, limit });
    if (now === null) {
      changes.push(change(line, "removed", "less-in-stock", 0));
      continue;
    }
    added.push(line);
    if (take < line.quantity) changes.push(change(line, "reduced", "less-in-stock", take));
  }
  const view = await viewCart(db, cart, city, request);
  const inCart = new Map(view.lines.map((cartLine) => [cartLine.product.id, cartLine]));
  for (const line of added) {
    const now = inCart.get(line.productId);
    if (!now || now.unitPrice === line.unitPrice) continue;
    changes.push({
      ...change(line, "repriced", "price-changed", now.quantity),
      from: now.quantity,
      name: now.product.name,
      priceFrom: line.unitPrice,
      priceTo: now.unitPrice,
    });
  }
  return { cart: view, changes };
}
