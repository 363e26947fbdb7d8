// Reading the catalogue file's rows (issue 33): the header names the columns (any order; only `sku` is required, a
// column left out keeps what the products have), then each row's cells become what the file says of one product. A
// cell's format is checked here; what needs the shop's data (a category that exists, an EAN another product has, a
// bundle's items) is catalogue-plan.ts. Every problem is listed with its row and column. Pure.
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_MAX_ROWS,
  CATALOGUE_TEXT_FIELDS,
  type CatalogueKind,
  type CatalogueTextField,
  normalText,
  textColumn,
} from "./catalogue-file";
import { LOCALES, type Locale } from "./locales";
import { type EanProblem, isProductSku, PRODUCT_SKU_MAX, parseVatRate, readEan, type VatRate } from "./product-codes";

/** A row of a sheet as read (CSV or XLSX): its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type CatalogueProblem =
  | "noHeader"
  | "unterminatedQuote"
  | "textAfterQuote"
  | "tooManyRows"
  | "unknownColumn"
  | "duplicateColumn"
  | "missingColumn"
  | "fieldCount"
  | "required"
  | "tooLong"
  | "skuFormat"
  | "duplicateSku"
  | "slugFormat"
  | EanProblem
  | "eanAsNumber"
  | "duplicateEan"
  | "notKind"
  | "notYesNo"
  | "notVatRate"
  | "notAttribute"
  | "notBundleItem"
  | "itemQuantity"
  // Found against the shop's data (catalogue-plan.ts):
  | "newNeedsName"
  | "newNeedsCategory"
  | "newNeedsTpd"
  | "nameRequired"
  | "unknownCategory"
  | "unknownBrand"
  | "unknownAttribute"
  | "eanTaken"
  | "slugTaken"
  | "itemsOnlyInBundle"
  | "bundleNeedsItems"
  | "itemUnknown"
  | "itemItself"
  | "itemBundle"
  | "itemTwice"
  | "inBundle"
  | "tooManyImages";

export interface CatalogueIssue {
  row: number;
  /** The column as the header names it, or null for the whole row. */
  column: string | null;
  problem: CatalogueProblem;
  /** What the message names: the cell's part that is wrong, the other row or product, a limit. */
  detail?: string;
}

/** What one row says of a product: a field is undefined when its column is absent (or, where allowed, its cell empty). */
export interface CatalogueRow {
  row: number;
  sku: string;
  slug?: string;
  ean?: string | null;
  kind?: CatalogueKind;
  category?: string;
  brand?: string | null;
  tpd?: boolean;
  vatRate?: VatRate;
  attributes?: string[];
  bundleItems?: { sku: string; quantity: number }[];
  /** The text cells the file has, by language and field ("" an empty cell). */
  texts: Partial<Record<Locale, Partial<Record<CatalogueTextField, string>>>>;
}

const TEXT_LIMITS: Record<CatalogueTextField, number> = {
  name: 200,
  short_description: 500,
  description: 10_000,
  seo_title: 200,
  seo_description: 500,
};
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ATTRIBUTE = /^([a-z0-9][a-z0-9_-]*):([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** What a spreadsheet makes of a long number typed into a cell that is not text: 5.90123E+12. */
const AS_NUMBER = /^[0-9](?:[.,][0-9]+)?e\+?[0-9]+$/i;

function readHeader(header: SheetRow): { columns: string[]; issues: CatalogueIssue[] } {
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const issues: CatalogueIssue[] = [];
  columns.forEach((column, index) => {
    if (column === "" && index === columns.length - 1) return;
    if (!(CATALOGUE_COLUMNS as readonly string[]).includes(column))
      issues.push({ row: header.row, column: column || `#${index + 1}`, problem: "unknownColumn" });
    else if (columns.indexOf(column) !== index) issues.push({ row: header.row, column, problem: "duplicateColumn" });
  });
  if (!columns.includes("sku")) issues.push({ row: header.row, column: "sku", problem: "missingColumn" });
  return { columns, issues };
}

type Cell = { column: string; text: string };
type Problem = (column: string, problem: CatalogueProblem, detail?: string) => void;

function readYesNo(text: string): boolean | null {
  const word = text.toLowerCase();
  if (["yes", "true", "1"].includes(word)) return true;
  if (["no", "false", "0"].includes(word)) return false;
  return null;
}

function readItems(text: string, problem: Problem): { sku: string; quantity: number }[] {
  const items: { sku: string; quantity: number }[] = [];
  for (const part of text.split(";").map((p) => p.trim())) {
    if (!part) continue;
    const [sku = "", quantity = "1", ...rest] = part.split(":").map((p) => p.trim());
    if (rest.length || !isProductSku(sku)) problem("bundle_items", "notBundleItem", part);
    else if (!/^[0-9]{1,2}$/.test(quantity) || Number(quantity) < 1) problem("bundle_items", "itemQuantity", part);
    else items.push({ sku, quantity: Number(quantity) });
  }
  return items;
}

function readAttributes(text: string, problem: Problem): string[] {
  const values = new Set<string>();
  for (const part of text.split(";").map((p) => p.trim().toLowerCase())) {
    if (!part) continue;
    const match = ATTRIBUTE.exec(part.replace(/\s*:\s*/, ":"));
    if (match) values.add(`${match[1]}:${match[2]}`);
    else problem("attributes", "notAttribute", part);
  }
  return [...values];
}

/** One cell into the row (an empty cell of a value every product has is left undefined: kept, or the default). */
function readCell(row: CatalogueRow, { column, text }: Cell, problem: Problem): void {
  switch (column) {
    case "sku":
      return;
    case "slug":
      if (text === "") return;
      if (text.length > 100 || !SLUG.test(text.toLowerCase())) {
        problem(column, "slugFormat");
        return;
      }
      row.slug = text.toLowerCase();
      return;
    case "ean": {
      if (AS_NUMBER.test(text)) {
        problem(column, "eanAsNumber", text);
        return;
      }
      const read = readEan(text);
      if ("problem" in read) {
        problem(column, read.problem, text);
        return;
      }
      row.ean = read.ean;
      return;
    }
    case "kind":
      if (text === "") return;
      if (text.toLowerCase() !== "simple" && text.toLowerCase() !== "bundle") {
        problem(column, "notKind", text);
        return;
      }
      row.kind = text.toLowerCase() as CatalogueKind;
      return;
    case "category":
      if (text !== "") row.category = text.toLowerCase();
      return;
    case "brand":
      row.brand = text === "" ? null : text.toLowerCase();
      return;
    case "tpd": {
      if (text === "") return;
      const yes = readYesNo(text);
      if (yes === null) {
        problem(column, "notYesNo", text);
        return;
      }
      row.tpd = yes;
      return;
    }
    case "vat_rate": {
      if (text === "") return;
      const rate = parseVatRate(text);
      if (rate === null) {
        problem(column, "notVatRate", text);
        return;
      }
      row.vatRate = rate;
      return;
    }
    case "attributes":
      row.attributes = readAttributes(text, problem);
      return;
    case "bundle_items":
      row.bundleItems = readItems(text, problem);
      return;
  }
  for (const locale of LOCALES)
    for (const field of CATALOGUE_TEXT_FIELDS)
      if (column === textColumn(field, locale)) {
        const value = normalText(text);
        if (value.length > TEXT_LIMITS[field]) {
          problem(column, "tooLong", String(TEXT_LIMITS[field]));
          return;
        }
        row.texts[locale] = { ...row.texts[locale], [field]: value };
        return;
      }
}

export interface CatalogueSheet {
  /**
   * The rows with a usable SKU: a cell with a problem is left out of its row (the plan then checks the rest of the row
   * against the shop, so that one answer lists every problem; the caller drops what it says of the cells in `issues`).
   */
  rows: CatalogueRow[];
  issues: CatalogueIssue[];
  /** Data rows read (rows with no text at all are skipped). */
  count: number;
}

/** Reads a sheet's rows (the header first): every problem by row and column; `rows` are those without one. */
export function readCatalogueSheet(sheet: readonly SheetRow[]): CatalogueSheet {
  const [header, ...data] = sheet;
  if (!header) return { rows: [], issues: [{ row: 1, column: null, problem: "noHeader" }], count: 0 };
  const { columns, issues } = readHeader(header);
  if (issues.length) return { rows: [], issues, count: 0 };
  const lines = data.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (lines.length > CATALOGUE_MAX_ROWS)
    return {
      rows: [],
      issues: [
        { row: (lines[CATALOGUE_MAX_ROWS] as SheetRow).row, column: null, problem: "tooManyRows", detail: String(CATALOGUE_MAX_ROWS) },
      ],
      count: lines.length,
    };
  const rows: CatalogueRow[] = [];
  const skus = new Map<string, number>();
  const eans = new Map<string, number>();
  for (const line of lines) {
    let skuProblem = false;
    const problem: Problem = (column, p, detail) =>
      issues.push({ row: line.row, column, problem: p, ...(detail === undefined ? {} : { detail }) });
    if (line.cells.slice(columns.length).some((cell) => cell.trim() !== "")) {
      issues.push({ row: line.row, column: null, problem: "fieldCount" });
      continue;
    }
    const sku = (line.cells[columns.indexOf("sku")] ?? "").trim();
    skuProblem = !sku || sku.length > PRODUCT_SKU_MAX || !isProductSku(sku) || skus.has(sku.toUpperCase());
    if (!sku) problem("sku", "required");
    else if (sku.length > PRODUCT_SKU_MAX || !isProductSku(sku)) problem("sku", "skuFormat", sku);
    else if (skus.has(sku.toUpperCase())) problem("sku", "duplicateSku", String(skus.get(sku.toUpperCase())));
    else skus.set(sku.toUpperCase(), line.row);
    const row: CatalogueRow = { row: line.row, sku, texts: {} };
    columns.forEach((column, index) => {
      if (column !== "") readCell(row, { column, text: (line.cells[index] ?? "").trim() }, problem);
    });
    if (row.ean) {
      const other = eans.get(row.ean);
      if (other !== undefined) problem("ean", "duplicateEan", String(other));
      else eans.set(row.ean, line.row);
    }
    if (!skuProblem) rows.push(row);
  }
  return { rows, issues, count: lines.length };
}
