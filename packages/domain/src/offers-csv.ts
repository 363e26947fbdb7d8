// The CSV of a city's offers the back office exports and imports (one line per product; money in złoty with a dot:
// 19.90; tiers as 10:17.90;50:15.90). Stock is held per store (issue 19): one column per store of the city,
// `stock:<store id>`, optionally followed by a label the import ignores (`stock:12 (ul. Grójecka 42)`); `stock_total`
// is their sum, written for people and ignored on import like the product's name. The old single `stock` column is
// refused with a message naming the new ones. The offer's values and rules are offer-values.ts. Pure.
import { formatCsv, parseCsv } from "./csv";
import {
  formatTiers,
  formatZloty,
  type OfferField,
  type OfferProblem,
  type OfferValues,
  parseTiers,
  parseZloty,
  sortTiers,
  storeQuantity,
  storeTotal,
} from "./offer-values";

export * from "./csv";
export * from "./offer-values";

/** The fixed columns of the offers' CSV, in the order the export writes them; the stores' columns follow stock_total. */
export const OFFER_CSV_COLUMNS = [
  "product_slug",
  "product_name_en",
  "visible",
  "price",
  "sale_price",
  "stock_total",
  "franchise_price",
  "wholesale_tiers",
] as const;
export type OfferCsvColumn = (typeof OFFER_CSV_COLUMNS)[number];

/** Which offer field each value column sets (product_name_en and stock_total are for people; the import ignores them). */
export const OFFER_CSV_FIELDS: Partial<Record<OfferCsvColumn, OfferField>> = {
  visible: "visible",
  price: "price",
  sale_price: "salePrice",
  franchise_price: "franchisePrice",
  wholesale_tiers: "wholesaleTiers",
};
const REQUIRED_COLUMNS: OfferCsvColumn[] = ["product_slug", "price"];

/** The most data lines one import takes. */
export const OFFER_CSV_MAX_LINES = 20_000;

/** A store's column as the import names it: "stock:12". */
export const storeColumn = (storeId: number | string) => `stock:${storeId}`;
const STORE_COLUMN = /^stock:(\d{1,9})(?:\s.*)?$/s;

/** A store of the city, as its column's header labels it (the street of its address, say). */
export interface OfferCsvStore {
  id: number;
  label: string;
}

export interface OfferCsvLine {
  slug: string;
  nameEn: string;
  /** A bundle has no stock of its own: its stock cells are empty. */
  kind: "simple" | "bundle";
  offer: OfferValues;
}

/** A spreadsheet would run a cell starting with = + - @ as a formula: a name gets a leading apostrophe. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The offers as CSV (header first, byte order mark, CRLF), with a stock column per store of the city, in their order. */
export function formatOffersCsv(lines: readonly OfferCsvLine[], stores: readonly OfferCsvStore[]): string {
  const storeHeaders = stores.map((store) => inert(`${storeColumn(store.id)} (${store.label})`));
  const header = [...OFFER_CSV_COLUMNS.slice(0, 6), ...storeHeaders, ...OFFER_CSV_COLUMNS.slice(6)];
  const rows = lines.map(({ slug, nameEn, kind, offer }) => {
    const units = (value: number) => (kind === "bundle" ? "" : String(value));
    return [
      slug,
      inert(nameEn),
      offer.visible ? "yes" : "no",
      formatZloty(offer.price),
      offer.salePrice === null ? "" : formatZloty(offer.salePrice),
      units(offer.stock),
      ...stores.map((store) => units(storeQuantity(offer.storeStock, store.id))),
      offer.franchisePrice === null ? "" : formatZloty(offer.franchisePrice),
      formatTiers(offer.wholesaleTiers),
    ];
  });
  return formatCsv([header, ...rows], { bom: true });
}

/** One data line: the product's slug and the values of the columns the file has (absent columns: unchanged). */
export interface OfferCsvRow {
  line: number;
  slug: string;
  values: Partial<OfferValues>;
}

export interface OfferCsvProblem {
  line: number;
  /** The column (as the header names it; a store's as stock:<id>), or null for the whole line. */
  column: string | null;
  problem: OfferProblem;
}

export interface OfferCsvParse {
  rows: OfferCsvRow[];
  problems: OfferCsvProblem[];
}

/** The header's columns by position: a fixed column, a store's ("stock:12"), or the problem it has. */
function readHeader(fields: readonly string[], line: number, storeIds: readonly number[]) {
  const problems: OfferCsvProblem[] = [];
  const columns = fields.map((raw) => {
    const name = raw.trim().toLowerCase();
    const store = STORE_COLUMN.exec(name);
    if (store) return storeColumn(Number(store[1]));
    return name;
  });
  columns.forEach((name, index) => {
    const store = STORE_COLUMN.exec(name);
    const problem = (p: OfferProblem) => problems.push({ line, column: name, problem: p });
    if (name === "stock") problem("stockColumn");
    else if (store && !storeIds.includes(Number(store[1]))) problem("unknownStore");
    else if (!store && !(OFFER_CSV_COLUMNS as readonly string[]).includes(name)) problem("unknownColumn");
    else if (columns.indexOf(name) !== index) problem("duplicateColumn");
  });
  for (const name of REQUIRED_COLUMNS) if (!columns.includes(name)) problems.push({ line, column: name, problem: "missingColumn" });
  return { columns, problems };
}

/**
 * Reads an offers CSV: the header names the columns (any order; product_slug and price are required; a store
 * column must be one of `storeIds`, the city's stores). Every problem is listed; `rows` holds the lines without
 * one (so the caller can look their products up too). An empty store cell keeps that store's units.
 */
export function parseOffersCsv(text: string, storeIds: readonly number[]): OfferCsvParse {
  const { records, error } = parseCsv(text);
  const problems: OfferCsvProblem[] = error ? [{ line: error.line, column: null, problem: error.problem }] : [];
  const [header, ...data] = records;
  if (!header) return { rows: [], problems: problems.length ? problems : [{ line: 1, column: null, problem: "noHeader" }] };
  const { columns, problems: headerProblems } = readHeader(header.fields, header.line, storeIds);
  problems.push(...headerProblems);
  if (problems.length) return { rows: [], problems };
  const lines = data.filter((record) => record.fields.some((field) => field.trim() !== ""));
  if (lines.length > OFFER_CSV_MAX_LINES)
    return { rows: [], problems: [{ line: (lines[OFFER_CSV_MAX_LINES] as { line: number }).line, column: null, problem: "tooManyLines" }] };

  const rows: OfferCsvRow[] = [];
  const seen = new Set<string>();
  for (const record of lines) {
    if (record.fields.length !== columns.length) {
      problems.push({ line: record.line, column: null, problem: "fieldCount" });
      continue;
    }
    const before = problems.length;
    const slug = (record.fields[columns.indexOf("product_slug")] ?? "").trim().toLowerCase();
    if (!slug) problems.push({ line: record.line, column: "product_slug", problem: "required" });
    else if (seen.has(slug)) problems.push({ line: record.line, column: "product_slug", problem: "duplicateProduct" });
    seen.add(slug);
    const values: Partial<OfferValues> = {};
    columns.forEach((column, index) => {
      const read = readColumn(column, (record.fields[index] ?? "").trim());
      if (read === null) return;
      if ("problem" in read) problems.push({ line: record.line, column, problem: read.problem });
      else if (read.store !== undefined) values.storeStock = { ...values.storeStock, [read.store]: read.value as number };
      else Object.assign(values, { [read.field]: read.value });
    });
    if (problems.length === before) rows.push({ line: record.line, slug, values });
  }
  return { rows, problems };
}

type Read = { field: OfferField; store?: string; value: unknown } | { problem: OfferProblem } | null;

/** A cell's value for the offer (null: the column sets nothing, or a store cell left empty). */
function readColumn(column: string, text: string): Read {
  const store = STORE_COLUMN.exec(column)?.[1];
  if (store !== undefined) {
    if (text === "") return null;
    return /^\d{1,9}$/.test(text) ? { field: "storeStock", store, value: Number(text) } : { problem: "notStock" };
  }
  const field = OFFER_CSV_FIELDS[column as OfferCsvColumn];
  if (!field) return null;
  const read = readCell(field, text);
  return "problem" in read ? read : { field, value: read.value };
}

function readCell(field: OfferField, text: string): { value: unknown } | { problem: OfferProblem } {
  const money = (optional: boolean) => {
    if (text === "") return optional ? { value: null } : { problem: "required" as const };
    const grosze = parseZloty(text);
    return grosze === null || grosze === 0 ? { problem: "notPrice" as const } : { value: grosze };
  };
  switch (field) {
    case "visible": {
      const word = text.toLowerCase();
      if (["yes", "true", "1"].includes(word)) return { value: true };
      if (["no", "false", "0"].includes(word)) return { value: false };
      return { problem: text === "" ? "required" : "notYesNo" };
    }
    case "price":
      return money(false);
    case "salePrice":
    case "franchisePrice":
      return money(true);
    case "wholesaleTiers": {
      const tiers = parseTiers(text);
      return tiers ? { value: tiers } : { problem: "notTiers" };
    }
    case "storeStock":
      return { problem: "notStock" };
  }
}

/** What a new offer has where the file has no column (no units in any store). */
export const NEW_OFFER_DEFAULTS: Omit<OfferValues, "price"> = {
  visible: true,
  salePrice: null,
  stock: 0,
  storeStock: {},
  franchisePrice: null,
  wholesaleTiers: [],
};

/**
 * A line applied to the offer as stored (null: none yet), the columns the file lacks kept, and the stores whose
 * cells are empty or absent too; the city's total moves with the stores' units.
 */
export function applyOfferCsvRow(current: OfferValues | null, values: Partial<OfferValues>): OfferValues {
  const base: OfferValues = current ?? { ...NEW_OFFER_DEFAULTS, price: values.price ?? 0 };
  const storeStock = { ...base.storeStock, ...values.storeStock };
  return {
    ...base,
    ...values,
    storeStock,
    stock: base.stock + storeTotal(storeStock) - storeTotal(base.storeStock),
    wholesaleTiers: sortTiers(values.wholesaleTiers ?? base.wholesaleTiers),
  };
}

/** Which CSV column holds a field, or a store's units (for messages about a line's values). */
export function offerCsvColumn(field: OfferField, store?: string): string {
  if (store !== undefined) return storeColumn(store);
  return Object.entries(OFFER_CSV_FIELDS).find(([, f]) => f === field)?.[0] ?? "price";
}
