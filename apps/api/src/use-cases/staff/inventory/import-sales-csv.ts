// A store's day of counter sales from the register's CSV (issue 33; docs/inventory.md "Sales over the counter"): the
// day and the daily report's number come from the form, the lines from the file (ean, sku or product; quantity). A
// product on several lines is sold once with their sum (a register may list each receipt's line). Every problem of the
// file is answered at once by line and column, a product the store cannot cover naming its lines and what the shelf
// holds, and nothing is written; a dry run answers what the file would post; otherwise the sale is posted
// (post-store-sale.ts), its coverage checked again under the offers' locks.
import { type StoreSale, type StoreSaleImport, type StoreSaleImportPreview, soldTooManyText, stockLineMessage } from "@shop/contracts";
import { readStoreUnits, type StockProductRow, type StockStoreRow, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import type { Issue } from "../../../core/app-error";
import { csvIssue, refuseFile, resolveCsvLines } from "./csv-lines";
import { earlierSale, postStoreSale, saleDay } from "./post-store-sale";
import { stockStoreFor, stockStoreLabel, stockStoreOf } from "./store-scope";

export type SalesImportAnswer = { dryRun: true; preview: StoreSaleImportPreview } | { dryRun: false; created: boolean; sale: StoreSale };

interface ProductSold {
  product: StockProductRow;
  quantity: number;
  /** The file's lines of the product, in order. */
  lines: number[];
}

export async function importSalesCsv(
  deps: Parameters<typeof postStoreSale>[0],
  staff: UserRow,
  body: StoreSaleImport,
  options: { dryRun: boolean; requestKey: string | null },
  locale: Locale,
): Promise<SalesImportAnswer> {
  const { db } = deps.database;
  const store = await stockStoreFor(db, staff, body.store);
  const head = { store, reference: body.reference };
  // A daily report recorded already is said first (a preview too); the same request again answers its sale.
  const earlier = await earlierSale(deps, head, options.dryRun ? null : options.requestKey, locale);
  if (earlier) return { dryRun: false, ...earlier };
  const soldOn = saleDay(body.soldOn, locale);
  const read = await resolveCsvLines(db, body.csv, { store, locale, unitCost: false, duplicates: "sum" });
  const products = sumByProduct(read.lines);
  // The good lines' products are checked against the shelf too (more lines only sell more), for one answer of all.
  const units = await readStoreUnits(
    db,
    store.id,
    products.map((sold) => sold.product.id),
  );
  const issues = [...read.issues, ...shortIssues(products, units, store, locale)];
  if (issues.length) throw refuseFile(issues);
  if (options.dryRun)
    return {
      dryRun: true,
      preview: {
        store: stockStoreOf(store, locale),
        reference: body.reference,
        soldOn,
        rows: products.reduce((sum, sold) => sum + sold.lines.length, 0),
        lines: products.map(({ product, quantity, lines }) => {
          const before = units.get(product.id) ?? 0;
          return {
            lines,
            product: { id: product.id, sku: product.sku, ean: product.ean, name: product.name },
            quantity,
            before,
            after: before - quantity,
          };
        }),
        units: products.reduce((sum, sold) => sum + sold.quantity, 0),
      },
    };
  // Checked again under the offers' locks: orders may have taken units meanwhile.
  const refuseShort = (held: ReadonlyMap<number, number>) => {
    const short = shortIssues(products, held, store, locale);
    return short.length ? refuseFile(short) : null;
  };
  const posted = await postStoreSale(
    deps,
    staff,
    { ...head, soldOn, source: "csv", lines: products, refuseShort },
    options.requestKey,
    locale,
  );
  return { dryRun: false, ...posted };
}

/** One entry per product, in the order of its first line, its lines' units summed. */
function sumByProduct(lines: ReadonlyArray<{ row: { line: number; quantity: number }; product: StockProductRow }>): ProductSold[] {
  const sold = new Map<number, ProductSold>();
  for (const { row, product } of lines) {
    const entry = sold.get(product.id) ?? { product, quantity: 0, lines: [] };
    entry.quantity += row.quantity;
    entry.lines.push(row.line);
    sold.set(product.id, entry);
  }
  return [...sold.values()];
}

/** The products the store cannot cover, named at their first line's quantity (with all their lines when several). */
function shortIssues(
  products: readonly ProductSold[],
  units: ReadonlyMap<number, number>,
  store: StockStoreRow,
  locale: Locale,
): Array<Issue & { line: number }> {
  return products
    .filter((sold) => (units.get(sold.product.id) ?? 0) < sold.quantity)
    .map((sold) => {
      const available = units.get(sold.product.id) ?? 0;
      const problem = { name: sold.product.name, store: stockStoreLabel(store), available };
      const text =
        sold.lines.length === 1
          ? stockLineMessage(locale, null, { problem: "short", ...problem })
          : soldTooManyText(locale, { ...problem, sold: sold.quantity, lines: sold.lines });
      return csvIssue(locale, sold.lines[0] as number, "quantity", text);
    });
}
