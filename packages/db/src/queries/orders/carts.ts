// Carts and their lines (issue 6; docs/orders.md "Cart"). A visitor's cart is addressed by its random id,
// a customer's by the user id (one each: carts_user_key). Writes touch carts.updated_at.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cartItems, carts } from "../../schema";

export interface CartRow {
  id: string;
  userId: number | null;
  cityId: number;
}

export interface CartItemRow {
  productId: number;
  quantity: number;
}

const cartColumns = { id: carts.id, userId: carts.userId, cityId: carts.cityId };

/** A visitor's cart (one without a user) by its id, or null. */
export async function findVisitorCart(db: DbOrTx, id: string): Promise<CartRow | null> {
  const [row] = await db
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.id, id), isNull(carts.userId)));
  return row ?? null;
}

export async function findUserCart(db: DbOrTx, userId: number): Promise<CartRow | null> {
  const [row] = await db.select(cartColumns).from(carts).where(eq(carts.userId, userId));
  return row ?? null;
}

export async function createVisitorCart(db: DbOrTx, cart: { id: string; cityId: number }): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ id: cart.id, cityId: cart.cityId }).returning(cartColumns);
  if (!row) throw new Error("cart not created");
  return row;
}

/** The user's cart, made with `id` in `cityId` when there is none (two racing creations both get the one). */
export async function ensureUserCart(db: DbOrTx, cart: { id: string; userId: number; cityId: number }): Promise<CartRow> {
  await db.insert(carts).values(cart).onConflictDoNothing({ target: carts.userId });
  const row = await findUserCart(db, cart.userId);
  if (!row) throw new Error("user cart not created");
  return row;
}

/** The cart's lines, oldest first. */
export async function findCartItems(db: DbOrTx, cartId: string): Promise<CartItemRow[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

/** Marks the cart written now; with `cityId`, moves it to that city. */
export async function touchCart(db: DbOrTx, cartId: string, cityId?: number): Promise<void> {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()`, ...(cityId === undefined ? {} : { cityId }) })
    .where(eq(carts.id, cartId));
}

/**
 * Adds units to a line (creating it) in one statement, unless the line would then hold more than `limit`:
 * two racing adds both count, and neither passes the limit. The line's new quantity, or null when refused.
 */
export async function addCartItem(
  db: DbOrTx,
  item: { cartId: string; productId: number; quantity: number; limit: number },
): Promise<number | null> {
  if (item.quantity > item.limit) return null;
  const { rows } = await db.execute<{ quantity: number }>(sql`
    insert into cart_items (cart_id, product_id, quantity) values (${item.cartId}, ${item.productId}, ${item.quantity})
    on conflict (cart_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity
    where cart_items.quantity + excluded.quantity <= ${item.limit}
    returning quantity`);
  if (!rows[0]) return null;
  await touchCart(db, item.cartId);
  return rows[0].quantity;
}

/** Sets a line's quantity (creating the line). */
export async function setCartItem(db: DbOrTx, item: { cartId: string; productId: number; quantity: number }): Promise<void> {
  await db
    .insert(cartItems)
    .values(item)
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity: item.quantity } });
  await touchCart(db, item.cartId);
}

export async function removeCartItem(db: DbOrTx, cartId: string, productId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  await touchCart(db, cartId);
}

/**
 * Writes what re-pricing decided: removed lines go, reduced lines hold at most their new quantity (a unit
 * another request took off meanwhile stays off).
 */
export async function applyCartCuts(db: DbOrTx, cartId: string, cuts: ReadonlyArray<{ productId: number; to: number }>): Promise<void> {
  for (const cut of cuts) {
    const line = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, cut.productId));
    if (cut.to <= 0) await db.delete(cartItems).where(line);
    else
      await db
        .update(cartItems)
        .set({ quantity: sql`least(${cartItems.quantity}, ${cut.to})` })
        .where(line);
  }
  await touchCart(db, cartId);
}

/**
 * Moves a visitor's lines into another cart (quantities added, at most `maxQuantity` a line) and deletes the
 * visitor's cart, in one transaction. False when that cart is gone or not a visitor's (nothing changes).
 */
export async function mergeVisitorCart(db: DbOrTx, merge: { fromCartId: string; toCartId: string; maxQuantity: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(
      sql`select id from carts where id = ${merge.fromCartId} and user_id is null for update`,
    );
    if (!rows[0] || merge.fromCartId === merge.toCartId) return false;
    await tx.execute(sql`
      insert into cart_items (cart_id, product_id, quantity, added_at)
      select ${merge.toCartId}, product_id, least(quantity, ${merge.maxQuantity}), added_at from cart_items
      where cart_id = ${merge.fromCartId}
      on conflict (cart_id, product_id) do update set quantity = least(cart_items.quantity + excluded.quantity, ${merge.maxQuantity})`);
    await tx.delete(carts).where(eq(carts.id, merge.fromCartId));
    await touchCart(tx, merge.toCartId);
    return true;
  });
}

/**
 * A cart read's two lookups (the cart, its lines) as one named prepared statement per caller kind, built once per
 * database: a page's personal parts (GET /api/v1/personal) and GET /cart run it on every read.
 */
function buildCartReads(db: DbOrTx) {
  const read = (where: ReturnType<typeof and>, name: string) =>
    db
      .select({ ...cartColumns, productId: cartItems.productId, quantity: cartItems.quantity })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(where)
      .orderBy(asc(cartItems.addedAt), asc(cartItems.productId))
      .prepare(name);
  return {
    visitor: read(and(eq(carts.id, sql.placeholder("id")), isNull(carts.userId)), "cart_read_visitor"),
    user: read(eq(carts.userId, sql.placeholder("userId")), "cart_read_user"),
  };
}

const cartReads = new WeakMap<DbOrTx, ReturnType<typeof buildCartReads>>();

/** A cart with its lines (oldest first), by a visitor's cart id or a user's id; null when there is none. */
export async function findCartWithItems(
  db: DbOrTx,
  key: { visitorCartId: string } | { userId: number },
): Promise<{ cart: CartRow; items: CartItemRow[] } | null> {
  let reads = cartReads.get(db);
  if (!reads) {
    reads = buildCartReads(db);
    cartReads.set(db, reads);
  }
  const rows = "userId" in key ? await reads.user.execute({ userId: key.userId }) : await reads.visitor.execute({ id: key.visitorCartId });
  const [first] = rows;
  if (!first) return null;
  const items = rows.flatMap((row) =>
    row.productId === null || row.quantity === null ? [] : [{ productId: row.productId, quantity: row.quantity }],
  );
  return { cart: { id: first.id, userId: first.userId, cityId: first.cityId }, items };
}
