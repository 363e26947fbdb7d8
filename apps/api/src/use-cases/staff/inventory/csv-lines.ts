// The lines of a stock document's CSV (a goods receipt's delivery, a register's daily sales: issue 33): the file is
// read (packages/domain stock-csv.ts), each line's product found by its `ean` (an EAN), `sku` (an SKU, any case) or
// `product` (either, or #id) and checked as a typed line is (a simple product the store's city sells); every problem
// of the file is answered at once, by line and column, as the offers' import answers them ("Line 3, ean: …"), and
// nothing is written.
import {
  localized,
  MAX_STOCK_LINE_QUANTITY,
  STOCK_CSV_MESSAGES,
  type StockLineProblem,
  stockCsvMessage,
  stockCsvProblemText,
  stockLineMessage,
} from "@shop/contracts";
import { type DbOrTx, findOfferedProductIds, findProductsByCodes, type StockProductRow, type StockStoreRow } from "@shop/db";
import {
  type Locale,
  type Localized,
  parseStockCsv,
  STOCK_CSV_MAX_LINES,
  type StockCsvCode,
  type StockCsvRow,
  stockCsvColumns,
} from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import { stockCityName } from "./store-scope";

export interface CsvLine {
  row: StockCsvRow;
  product: StockProductRow;
}

const NOT_IMPORTED: Localized = /* @__PURE__ */ localized(STOCK_CSV_MESSAGES, (m) => m.notImported);

/** A refused file: "The file was not imported; nothing was changed." and every problem, in the order of the lines. */
export function refuseFile(issues: ReadonlyArray<Issue & { line: number }>): AppError {
  const sorted = [...issues].sort((a, b) => a.line - b.line).map(({ path, message }) => ({ path, message }));
  return new AppError("VALIDATION_FAILED", { messages: NOT_IMPORTED, issues: sorted });
}

/** An issue of a line (and column) of the file. */
export const csvIssue = (locale: Locale, line: number, column: string | null, text: string): Issue & { line: number } => ({
  line,
  path: column ? `lines.${line}.${column}` : `lines.${line}`,
  message: stockCsvMessage(locale, line, column, text),
});

/** Does the product answer to the code as its column reads it (an `ean` column only EANs, `sku` only SKUs)? */
function answers(product: StockProductRow, code: StockCsvCode): boolean {
  if (code.column === "ean") return product.ean === code.code;
  if (code.column === "sku") return product.sku.toUpperCase() === code.code.toUpperCase();
  return true;
}

/**
 * The file's lines with their products, and every problem of the file (by line and column; `lines` then holds the good
 * lines, so that the caller can check them too and answer all at once with refuseFile). `duplicates`: "refuse" (a
 * receipt: each product on one line) or "sum" (a day's sales: a product may be on several lines).
 */
export async function resolveCsvLines(
  db: DbOrTx,
  csv: string,
  options: { store: StockStoreRow; locale: Locale; unitCost: boolean; duplicates: "refuse" | "sum" },
): Promise<{ lines: CsvLine[]; issues: Array<Issue & { line: number }> }> {
  const { store, locale } = options;
  const { rows, problems } = parseStockCsv(csv, { unitCost: options.unitCost, maxQuantity: MAX_STOCK_LINE_QUANTITY });
  const context = { columns: stockCsvColumns(options), maxLines: STOCK_CSV_MAX_LINES, maxQuantity: MAX_STOCK_LINE_QUANTITY };
  const issues = problems.map((p) => csvIssue(locale, p.line, p.column, stockCsvProblemText(locale, p.problem, context)));
  // A header problem leaves no lines to look at; otherwise the good lines are checked too, for one answer of all.
  const byCode = await findProductsByCodes(
    db,
    rows.flatMap((row) => row.codes.map((code) => code.code)),
    locale,
  );
  const found = (code: StockCsvCode) => {
    const product = byCode.get(code.code);
    return product && answers(product, code) ? product : undefined;
  };
  const offered = await findOfferedProductIds(
    db,
    store.cityId,
    rows.flatMap((row) => row.codes.flatMap((code) => found(code)?.id ?? [])),
  );

  const lines: CsvLine[] = [];
  const firstLine = new Map<number, number>();
  for (const row of rows) {
    const at = (column: string, problem: StockLineProblem) =>
      issues.push(csvIssue(locale, row.line, column, stockLineMessage(locale, null, problem)));
    const before = issues.length;
    let product: StockProductRow | undefined;
    for (const code of row.codes) {
      const named = found(code);
      if (!named) at(code.column, { problem: "unknownProduct", code: code.code });
      else if (product && named.id !== product.id)
        issues.push(
          csvIssue(locale, row.line, code.column, STOCK_CSV_MESSAGES[locale].codesDisagree({ first: product.name, second: named.name })),
        );
      else product = named;
    }
    const column = (row.codes[0] as StockCsvCode).column;
    if (!product || issues.length > before) continue;
    const earlier = firstLine.get(product.id);
    if (product.kind === "bundle") at(column, { problem: "bundle", name: product.name });
    else if (!offered.has(product.id)) at(column, { problem: "notOffered", name: product.name, city: stockCityName(store, locale) });
    else if (earlier !== undefined && options.duplicates === "refuse")
      at(column, { problem: "duplicate", name: product.name, line: earlier });
    else {
      if (earlier === undefined) firstLine.set(product.id, row.line);
      lines.push({ row, product });
    }
  }
  return { lines, issues };
}
