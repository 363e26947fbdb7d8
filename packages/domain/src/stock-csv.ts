// The CSV files of the stock documents (issue 33; docs/inventory.md): a supplier's delivery for a goods receipt, and
// a cash register's daily sales for a store. One line per product: the product by `ean`, `sku` or `product` (any of
// the three: an EAN, an SKU or #id), its `quantity`, and for a receipt its `unit_cost` (złoty, net, with a dot or a
// comma: 7.50 or "7,50"); a `name` column is for people and ignored. The header is required, its columns in any
// order, any case. The supplier, the document's number and the day come from the form, not the file. Read with the
// offers' CSV reader (csv.ts), every problem named by line and column as the offers' import names them. Pure: the
// API finds the products and checks the rest (docs/inventory.md "Goods receipts", "Sales over the counter").
import { parseCsv } from "./csv";
import { cleanEan } from "./ean";
import { parseZloty } from "./offer-values";

/** The columns that name the product, in the order their codes are tried. */
export const STOCK_CSV_PRODUCT_COLUMNS = ["ean", "sku", "product"] as const;
export type StockCsvProductColumn = (typeof STOCK_CSV_PRODUCT_COLUMNS)[number];

/** The most data lines one file may have. */
export const STOCK_CSV_MAX_LINES = 5_000;

/** The highest unit cost a receipt's line may have, in grosze (100,000.00 zł, an offer's highest price). */
export const MAX_UNIT_COST = 10_000_000;

export const STOCK_CSV_PROBLEMS = [
  "unterminatedQuote",
  "textAfterQuote",
  "noHeader",
  "semicolons",
  "unknownColumn",
  "duplicateColumn",
  "missingQuantity",
  "missingProduct",
  "fieldCount",
  "tooManyLines",
  "noLines",
  "noCode",
  "notEan",
  "eanAsNumber",
  "notQuantity",
  "notCost",
] as const;
export type StockCsvProblemCode = (typeof STOCK_CSV_PROBLEMS)[number];

export interface StockCsvProblem {
  /** The file's line (the header is line 1). */
  line: number;
  /** The column as the header names it (lower case), or null for the whole line or file. */
  column: string | null;
  problem: StockCsvProblemCode;
}

/** A code of a line as its column gives it (an EAN's spaces and dashes dropped). */
export interface StockCsvCode {
  column: StockCsvProductColumn;
  code: string;
}

export interface StockCsvRow {
  line: number;
  /** One to three codes; when there are several they must name the same product (the API checks). */
  codes: StockCsvCode[];
  quantity: number;
  /** Grosze; null: the file gives none (or has no unit_cost column). */
  unitCost: number | null;
}

export interface StockCsvParse {
  rows: StockCsvRow[];
  problems: StockCsvProblem[];
}

export interface StockCsvOptions {
  /** A receipt's file may have `unit_cost`; a sales file may not. */
  unitCost: boolean;
  /** The most units one line may have. */
  maxQuantity: number;
}

/** The columns a file may have. */
export function stockCsvColumns(options: Pick<StockCsvOptions, "unitCost">): string[] {
  return [...STOCK_CSV_PRODUCT_COLUMNS, "quantity", ...(options.unitCost ? ["unit_cost"] : []), "name"];
}

/**
 * Reads a stock document's CSV. Every problem is listed (by line and column); `rows` holds the lines without one.
 * Lines whose cells are all empty are skipped.
 */
export function parseStockCsv(text: string, options: StockCsvOptions): StockCsvParse {
  const { records, error } = parseCsv(text);
  const problems: StockCsvProblem[] = error ? [{ line: error.line, column: null, problem: error.problem }] : [];
  const [header, ...data] = records;
  if (!header) return { rows: [], problems: problems.length ? problems : [{ line: 1, column: null, problem: "noHeader" }] };
  const columns = header.fields.map((field) => field.trim().toLowerCase());
  problems.push(...headerProblems(columns, header.line, options));
  if (problems.length) return { rows: [], problems };
  const lines = data.filter((record) => record.fields.some((field) => field.trim() !== ""));
  if (lines.length === 0) return { rows: [], problems: [{ line: header.line, column: null, problem: "noLines" }] };
  if (lines.length > STOCK_CSV_MAX_LINES)
    return { rows: [], problems: [{ line: (lines[STOCK_CSV_MAX_LINES] as { line: number }).line, column: null, problem: "tooManyLines" }] };

  const rows: StockCsvRow[] = [];
  for (const record of lines) {
    if (record.fields.length !== columns.length) {
      problems.push({ line: record.line, column: null, problem: "fieldCount" });
      continue;
    }
    const cell = (column: string) => (record.fields[columns.indexOf(column)] ?? "").trim();
    const at = (column: string | null, problem: StockCsvProblemCode) => problems.push({ line: record.line, column, problem });
    const before = problems.length;
    const codes: StockCsvCode[] = [];
    for (const column of STOCK_CSV_PRODUCT_COLUMNS) {
      if (!columns.includes(column)) continue;
      const read = readCode(column, cell(column));
      if (read === null) continue;
      if ("problem" in read) at(column, read.problem);
      else codes.push({ column, code: read.code });
    }
    if (codes.length === 0 && problems.length === before)
      at(STOCK_CSV_PRODUCT_COLUMNS.find((column) => columns.includes(column)) ?? null, "noCode");
    const quantity = readQuantity(cell("quantity"), options.maxQuantity);
    if (quantity === null) at("quantity", "notQuantity");
    let unitCost: number | null = null;
    if (options.unitCost && columns.includes("unit_cost") && cell("unit_cost") !== "") {
      unitCost = readCost(cell("unit_cost"));
      if (unitCost === null) at("unit_cost", "notCost");
    }
    if (problems.length === before) rows.push({ line: record.line, codes, quantity: quantity as number, unitCost });
  }
  return { rows, problems };
}

function headerProblems(columns: readonly string[], line: number, options: StockCsvOptions): StockCsvProblem[] {
  // A spreadsheet saving "CSV" with semicolons (Polish Excel does): one column holding them all.
  if (columns.length === 1 && columns[0]?.includes(";")) return [{ line, column: null, problem: "semicolons" }];
  const known = stockCsvColumns(options);
  const problems: StockCsvProblem[] = [];
  columns.forEach((name, index) => {
    if (!known.includes(name)) problems.push({ line, column: name || null, problem: "unknownColumn" });
    else if (columns.indexOf(name) !== index) problems.push({ line, column: name, problem: "duplicateColumn" });
  });
  if (!columns.includes("quantity")) problems.push({ line, column: "quantity", problem: "missingQuantity" });
  if (!STOCK_CSV_PRODUCT_COLUMNS.some((column) => columns.includes(column)))
    problems.push({ line, column: null, problem: "missingProduct" });
  return problems;
}

/** A cell naming the product: null when empty. An `ean` cell must be 8 to 14 digits (spaces and dashes dropped). */
function readCode(column: StockCsvProductColumn, text: string): { code: string } | { problem: StockCsvProblemCode } | null {
  if (text === "") return null;
  if (column !== "ean") return { code: text };
  // A spreadsheet that took the barcode for a number writes it as 5.90123E+12: its digits are gone.
  if (/^\d([.,]\d+)?e\+?\d+$/i.test(text)) return { problem: "eanAsNumber" };
  const digits = cleanEan(text);
  return /^[0-9]{8,14}$/.test(digits) ? { code: digits } : { problem: "notEan" };
}

/** A whole number from 1 to `max`; null otherwise. */
function readQuantity(text: string, max: number): number | null {
  if (!/^[0-9]{1,9}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= max ? quantity : null;
}

/** Złoty with a dot or a comma ("7.50", "7,5", "7", "7.50 zł") to grosze, 0 to MAX_UNIT_COST; null otherwise. */
export function readCost(text: string): number | null {
  const grosze = parseZloty(text.replace(/\s*zł$/i, "").replace(/\s/g, ""));
  return grosze !== null && grosze <= MAX_UNIT_COST ? grosze : null;
}
