// The stock ledger's filters (issue 33; docs/inventory.md "The ledger in the back office") as the database reads them:
// a store (404 outside the caller's cities) and/or a product (by id, EAN, SKU or #id; alone: across the caller's
// stores), a kind, days in shop time (both included) and who. Every malformed filter is told at once, by parameter,
// in the caller's language.
import { STOCK_LEDGER_MESSAGES, type StockMovementsQuery, stockLineMessage } from "@shop/contracts";
import {
  type DbOrTx,
  findProductsByCodes,
  findStaffCities,
  listStockStores,
  type MovementFilter,
  type StockProductRow,
  type StockStoreRow,
  type UserRow,
} from "@shop/db";
import { cleanEan, type Locale, parseShopDate, type ShopDate, shopDayStartOf } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import { stockStoreFor } from "./store-scope";

export interface ResolvedMovementFilter {
  filter: MovementFilter;
  /** The stores the caller acts on, by id (every row's store is one of them). */
  stores: Map<number, StockStoreRow>;
  store: StockStoreRow | null;
  product: StockProductRow | null;
}

const WHO = new Set(["staff", "customer", "system"]);

export async function resolveMovementFilter(
  db: DbOrTx,
  staff: UserRow,
  query: StockMovementsQuery,
  locale: Locale,
): Promise<ResolvedMovementFilter> {
  const m = STOCK_LEDGER_MESSAGES[locale];
  const issues: Issue[] = [];
  if (query.store === undefined && !query.product) issues.push({ path: "store", message: m.storeOrProduct });
  const day = (field: "from" | "to"): ShopDate | null => {
    const text = query[field];
    if (!text) return null;
    const date = parseShopDate(text);
    if (!date) issues.push({ path: field, message: m.day({ field: m[field] }) });
    return date;
  };
  const from = day("from");
  const to = day("to");
  const fromAt = from ? shopDayStartOf(from) : null;
  const before = to ? shopDayStartOf({ ...to, day: to.day + 1 }) : null;
  if (fromAt && before && fromAt >= before) issues.push({ path: "to", message: m.fromAfterTo });
  if (issues.length) throw new AppError("VALIDATION_FAILED", { issues });

  const store = query.store === undefined ? null : await stockStoreFor(db, staff, query.store);
  let product: StockProductRow | null = null;
  if (query.product) {
    // As typed first (an SKU may hold a dash); then as a barcode without the spaces and dashes a person or scanner put in.
    const typed = query.product.trim();
    const digits = cleanEan(typed);
    const found = await findProductsByCodes(db, /^[0-9]{8,14}$/.test(digits) ? [typed, digits] : [typed], locale);
    product = found.get(typed) ?? found.get(digits) ?? null;
    if (!product) {
      const message = stockLineMessage(locale, null, { problem: "unknownProduct", code: query.product });
      throw new AppError("VALIDATION_FAILED", { issues: [{ path: "product", message }] });
    }
  }
  const scope = await findStaffCities(db, staff);
  const stores = new Map((await listStockStores(db, scope)).map((row) => [row.id, row]));
  const actor = query.actor?.trim().toLowerCase();
  return {
    filter: {
      storeId: store?.id ?? null,
      scope,
      productId: product?.id ?? null,
      kind: query.kind ?? null,
      from: fromAt,
      before,
      actor: !actor ? null : WHO.has(actor) ? { kind: actor as "staff" | "customer" | "system" } : { email: actor },
    },
    stores,
    store,
    product,
  };
}
