// The stock ledger in the back office (issue 33; docs/inventory.md "The ledger in the back office"): a store's or a
// product's movements, filtered, newest first, 50 a page; or all of them (up to LEDGER_CSV_MAX_ROWS) as CSV.
import { STOCK_LEDGER_MESSAGES, type StockMovement, type StockMovements, type StockMovementsQuery } from "@shop/contracts";
import { countMovements, type DbOrTx, listMovements, type MovementRow, type StockStoreRow, type UserRow } from "@shop/db";
import { LEDGER_CSV_MAX_ROWS, type Locale, ledgerCsvHeader, ledgerCsvLines, shopDateTimeText } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { resolveMovementFilter } from "./movement-filter";
import { stockCityName, stockStoreOf } from "./store-scope";

const PAGE_SIZE = 50;
const CSV_BATCH = 5_000;

function storeOf(stores: Map<number, StockStoreRow>, id: number): StockStoreRow {
  const store = stores.get(id);
  // The filter keeps to the caller's stores: a row of another store would be a bug, not something to show.
  if (!store) throw new Error(`stock movement of store ${id} outside the caller's stores`);
  return store;
}

const movementView = (row: MovementRow, store: StockStoreRow, locale: Locale): StockMovement => ({
  id: row.id,
  at: row.at.toISOString(),
  store: stockStoreOf(store, locale),
  product: { id: row.productId, sku: row.sku, ean: row.ean, name: row.name },
  kind: row.kind,
  quantity: row.quantity,
  quantityAfter: row.quantityAfter,
  reason: row.reason,
  unitCost: row.unitCost,
  document: row.document,
  actor: { kind: row.actor, name: row.actorName, email: row.actorEmail },
  note: row.note,
});

export async function listStockMovements(db: DbOrTx, staff: UserRow, query: StockMovementsQuery, locale: Locale): Promise<StockMovements> {
  const { filter, stores, product } = await resolveMovementFilter(db, staff, query, locale);
  const page = query.page ?? 1;
  const rows = await listMovements(db, filter, { locale, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  return {
    product: product ? { id: product.id, sku: product.sku, ean: product.ean, name: product.name } : null,
    items: rows.slice(0, PAGE_SIZE).map((row) => movementView(row, storeOf(stores, row.storeId), locale)),
    page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
  };
}

/**
 * The filtered movements as CSV (domain stock-ledger-csv.ts), newest first, read in batches. More than
 * LEDGER_CSV_MAX_ROWS answers VALIDATION_FAILED (path `csv`) rather than a file cut short without saying so.
 */
export async function exportStockMovementsCsv(
  db: DbOrTx,
  staff: UserRow,
  query: Omit<StockMovementsQuery, "page">,
  locale: Locale,
): Promise<{ filename: string; csv: string }> {
  const { filter, stores, store, product } = await resolveMovementFilter(db, staff, query, locale);
  if ((await countMovements(db, filter, LEDGER_CSV_MAX_ROWS)) > LEDGER_CSV_MAX_ROWS) {
    const message = STOCK_LEDGER_MESSAGES[locale].tooMany({ max: new Intl.NumberFormat(locale).format(LEDGER_CSV_MAX_ROWS) });
    throw new AppError("VALIDATION_FAILED", { issues: [{ path: "csv", message }] });
  }
  const parts = [ledgerCsvHeader()];
  let written = 0;
  let beforeId: number | undefined;
  // Movements posted meanwhile have higher ids than the first batch: the file is the ledger as it was when it began.
  while (written < LEDGER_CSV_MAX_ROWS) {
    const rows = await listMovements(db, filter, { locale, limit: Math.min(CSV_BATCH, LEDGER_CSV_MAX_ROWS - written), beforeId });
    if (rows.length === 0) break;
    parts.push(
      ledgerCsvLines(
        rows.map((row) => {
          const at = storeOf(stores, row.storeId);
          return { ...row, store: at.address, city: stockCityName(at, locale), product: row.name };
        }),
      ),
    );
    written += rows.length;
    beforeId = rows[rows.length - 1]?.id;
    if (rows.length < CSV_BATCH) break;
  }
  const day = shopDateTimeText(new Date()).slice(0, 10);
  const what = [store ? `store-${store.id}` : null, product ? `product-${product.id}` : null].filter(Boolean).join("-");
  return { filename: `stock-ledger-${what}-${day}.csv`, csv: parts.join("") };
}
