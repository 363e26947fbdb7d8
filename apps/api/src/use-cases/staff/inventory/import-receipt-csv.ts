// A goods receipt from a CSV (issue 33; docs/inventory.md "Goods receipts"): the supplier and their document's number
// come from the form, the lines from the file (ean, sku or product; quantity; unit_cost in złoty, optional). Every
// problem of the file is answered at once by line and column and nothing is written; a dry run answers what the file
// would post (each product's units in the store now and after); otherwise the receipt is posted (post-receipt.ts).
import type { ReceiptImport, ReceiptImportPreview, StockReceipt } from "@shop/contracts";
import { readStoreUnits, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { refuseFile, resolveCsvLines } from "./csv-lines";
import { earlierReceipt, postReceipt } from "./post-receipt";
import { receiptTotals } from "./receipt-view";
import { stockStoreFor, stockStoreOf } from "./store-scope";

export type ReceiptImportAnswer =
  | { dryRun: true; preview: ReceiptImportPreview }
  | { dryRun: false; created: boolean; receipt: StockReceipt };

export async function importReceiptCsv(
  deps: Parameters<typeof postReceipt>[0],
  staff: UserRow,
  body: ReceiptImport,
  options: { dryRun: boolean; requestKey: string | null },
  locale: Locale,
): Promise<ReceiptImportAnswer> {
  const { db } = deps.database;
  const store = await stockStoreFor(db, staff, body.store);
  const head = { store, supplierName: body.supplierName, supplierDocument: body.supplierDocument };
  // A document received already is said first (a preview too); the same request again answers its receipt.
  const earlier = await earlierReceipt(deps, head, options.dryRun ? null : options.requestKey, locale);
  if (earlier) return { dryRun: false, ...earlier };
  const read = await resolveCsvLines(db, body.csv, { store, locale, unitCost: true, duplicates: "refuse" });
  if (read.issues.length) throw refuseFile(read.issues);
  const lines = read.lines.map(({ row, product }) => ({
    line: row.line,
    product,
    quantity: row.quantity,
    unitCost: row.unitCost,
  }));
  if (options.dryRun) {
    const units = await readStoreUnits(
      db,
      store.id,
      lines.map((line) => line.product.id),
    );
    return {
      dryRun: true,
      preview: {
        store: stockStoreOf(store, locale),
        supplierName: body.supplierName,
        supplierDocument: body.supplierDocument,
        lines: lines.map(({ line, product, quantity, unitCost }) => {
          const before = units.get(product.id) ?? 0;
          return {
            line,
            product: { id: product.id, sku: product.sku, ean: product.ean, name: product.name },
            quantity,
            unitCost,
            before,
            after: before + quantity,
          };
        }),
        ...receiptTotals(lines),
      },
    };
  }
  const posted = await postReceipt(
    deps,
    staff,
    { ...head, note: body.note?.trim() || null, source: "csv", lines },
    options.requestKey,
    locale,
  );
  return { dryRun: false, ...posted };
}
