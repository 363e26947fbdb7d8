// A city's offers (price, sale price, stock, visibility, franchise price, wholesale tiers): the rules every
// change must meet (the database's checks, and tiers below the price), money written in złoty, and the CSV the
// back office exports and imports (one line per product; money in złoty with a dot: 19.90). Pure.
import { formatCsv, parseCsv } from "./csv";
import type { WholesaleTier } from "./pricing";

export * from "./csv";

export interface OfferValues {
  visible: boolean;
  /** Regular retail price, grosze. */
  price: number;
  /** Below `price`, or null. */
  salePrice: number | null;
  stock: number;
  franchisePrice: number | null;
  /** Lowest minimum quantity first. */
  wholesaleTiers: WholesaleTier[];
}

export const OFFER_FIELDS = ["visible", "price", "salePrice", "stock", "franchisePrice", "wholesaleTiers"] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

/** Bounds of an offer's numbers (money in grosze). */
export const OFFER_LIMITS = { maxPrice: 10_000_000, maxStock: 1_000_000, maxTiers: 10, maxTierQuantity: 1_000_000 } as const;

/** Why a value or a line is refused; contracts has the messages in every language. */
export const OFFER_PROBLEMS = [
  "required",
  "notYesNo",
  "notPrice",
  "priceTooHigh",
  "notStock",
  "stockTooHigh",
  "notTiers",
  "tooManyTiers",
  "tierDuplicate",
  "saleNotBelowPrice",
  "tierNotBelowPrice",
  "unknownProduct",
  "duplicateProduct",
  "unterminatedQuote",
  "textAfterQuote",
  "noHeader",
  "unknownColumn",
  "duplicateColumn",
  "missingColumn",
  "fieldCount",
  "tooManyLines",
] as const;
export type OfferProblem = (typeof OFFER_PROBLEMS)[number];

export interface OfferIssue {
  field: OfferField;
  problem: OfferProblem;
}

// ---------------------------------------------------------------------------------------------------
// Money and tiers as text

/** Grosze as złoty with a dot and two decimals: 1990 → "19.90". */
export function formatZloty(grosze: number): string {
  const sign = grosze < 0 ? "-" : "";
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Złoty as written ("19.90", "19.9", "19", "19,90") to grosze; null when it is not such an amount. */
export function parseZloty(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Tiers as "10:17.90;50:15.90" (minimum quantity, colon, price in złoty), lowest quantity first. */
export function formatTiers(tiers: readonly WholesaleTier[]): string {
  return sortTiers(tiers)
    .map((tier) => `${tier.minQuantity}:${formatZloty(tier.price)}`)
    .join(";");
}

/** "10:17.90;50:15.90" to tiers ("" is none); null when malformed. Spaces and a trailing ";" are forgiven. */
export function parseTiers(text: string): WholesaleTier[] | null {
  const parts = text
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  const tiers: WholesaleTier[] = [];
  for (const part of parts) {
    const match = /^(\d{1,9})\s*:\s*(\S+)$/.exec(part);
    const price = match ? parseZloty(match[2] as string) : null;
    if (!match || price === null) return null;
    tiers.push({ minQuantity: Number(match[1]), price });
  }
  return sortTiers(tiers);
}

export const sortTiers = (tiers: readonly WholesaleTier[]): WholesaleTier[] =>
  [...tiers].map((t) => ({ minQuantity: t.minQuantity, price: t.price })).sort((a, b) => a.minQuantity - b.minQuantity);

// ---------------------------------------------------------------------------------------------------
// The rules

const isMoney = (value: number) => Number.isInteger(value) && value > 0;

/** What is wrong with an offer (empty when nothing): the database's checks, and tiers that would pay off. */
export function offerProblems(offer: OfferValues): OfferIssue[] {
  const issues: OfferIssue[] = [];
  const money = (field: OfferField, value: number | null) => {
    if (value === null) return true;
    if (!isMoney(value)) issues.push({ field, problem: "notPrice" });
    else if (value > OFFER_LIMITS.maxPrice) issues.push({ field, problem: "priceTooHigh" });
    else return true;
    return false;
  };
  const priceOk = money("price", offer.price);
  if (money("salePrice", offer.salePrice) && priceOk && offer.salePrice !== null && offer.salePrice >= offer.price)
    issues.push({ field: "salePrice", problem: "saleNotBelowPrice" });
  if (!Number.isInteger(offer.stock) || offer.stock < 0) issues.push({ field: "stock", problem: "notStock" });
  else if (offer.stock > OFFER_LIMITS.maxStock) issues.push({ field: "stock", problem: "stockTooHigh" });
  money("franchisePrice", offer.franchisePrice);
  issues.push(...tierProblems(offer.wholesaleTiers, priceOk ? offer.price : null));
  return issues;
}

function tierProblems(tiers: readonly WholesaleTier[], price: number | null): OfferIssue[] {
  const problem = (p: OfferProblem): OfferIssue[] => [{ field: "wholesaleTiers", problem: p }];
  if (tiers.length > OFFER_LIMITS.maxTiers) return problem("tooManyTiers");
  const quantities = new Set<number>();
  for (const tier of tiers) {
    const quantityOk = Number.isInteger(tier.minQuantity) && tier.minQuantity > 1 && tier.minQuantity <= OFFER_LIMITS.maxTierQuantity;
    if (!quantityOk || !isMoney(tier.price)) return problem("notTiers");
    if (tier.price > OFFER_LIMITS.maxPrice) return problem("priceTooHigh");
    if (quantities.has(tier.minQuantity)) return problem("tierDuplicate");
    quantities.add(tier.minQuantity);
    if (price !== null && tier.price >= price) return problem("tierNotBelowPrice");
  }
  return [];
}

/** The same offer (tiers compared in order of quantity). */
export function sameOffer(a: OfferValues | null, b: OfferValues | null): boolean {
  if (a === null || b === null) return a === b;
  return OFFER_FIELDS.every((field) => sameField(field, a, b));
}

function sameField(field: OfferField, a: OfferValues, b: OfferValues): boolean {
  if (field !== "wholesaleTiers") return a[field] === b[field];
  return formatTiers(a.wholesaleTiers) === formatTiers(b.wholesaleTiers);
}

/**
 * Saving a form over an offer that changed since the form was loaded, without losing the other change: the
 * fields the form left as they were (`submitted` equals `expected`) keep the stored value; the fields it changed
 * take the form's value, unless the stored value changed too (to something else): those are the conflicts.
 */
export function mergeOffer(
  current: OfferValues | null,
  expected: OfferValues | null,
  submitted: OfferValues | null,
): { offer: OfferValues | null; conflicts: OfferField[] } {
  if (submitted === null || sameOffer(current, expected) || sameOffer(current, submitted)) return { offer: submitted, conflicts: [] };
  if (current === null || expected === null) return { offer: submitted, conflicts: current === null ? [] : [...OFFER_FIELDS] };
  const merged = { ...submitted };
  const conflicts: OfferField[] = [];
  for (const field of OFFER_FIELDS) {
    if (sameField(field, submitted, expected)) Object.assign(merged, { [field]: current[field] });
    else if (!sameField(field, current, expected) && !sameField(field, current, submitted)) conflicts.push(field);
  }
  return { offer: merged, conflicts };
}

// ---------------------------------------------------------------------------------------------------
// The CSV

/** The columns of the offers' CSV, in the order the export writes them. */
export const OFFER_CSV_COLUMNS = [
  "product_slug",
  "product_name_en",
  "visible",
  "price",
  "sale_price",
  "stock",
  "franchise_price",
  "wholesale_tiers",
] as const;
export type OfferCsvColumn = (typeof OFFER_CSV_COLUMNS)[number];

/** Which offer field each value column sets (the name is for people; the import ignores it). */
export const OFFER_CSV_FIELDS: Partial<Record<OfferCsvColumn, OfferField>> = {
  visible: "visible",
  price: "price",
  sale_price: "salePrice",
  stock: "stock",
  franchise_price: "franchisePrice",
  wholesale_tiers: "wholesaleTiers",
};
const REQUIRED_COLUMNS: OfferCsvColumn[] = ["product_slug", "price"];

/** The most data lines one import takes. */
export const OFFER_CSV_MAX_LINES = 20_000;

export interface OfferCsvLine {
  slug: string;
  nameEn: string;
  offer: OfferValues;
}

/** A spreadsheet would run a cell starting with = + - @ as a formula: a name gets a leading apostrophe. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The offers as CSV (header first, byte order mark, CRLF). */
export function formatOffersCsv(lines: readonly OfferCsvLine[]): string {
  const rows = lines.map(({ slug, nameEn, offer }) => [
    slug,
    inert(nameEn),
    offer.visible ? "yes" : "no",
    formatZloty(offer.price),
    offer.salePrice === null ? "" : formatZloty(offer.salePrice),
    String(offer.stock),
    offer.franchisePrice === null ? "" : formatZloty(offer.franchisePrice),
    formatTiers(offer.wholesaleTiers),
  ]);
  return formatCsv([[...OFFER_CSV_COLUMNS], ...rows], { bom: true });
}

/** One data line: the product's slug and the values of the columns the file has (absent columns: unchanged). */
export interface OfferCsvRow {
  line: number;
  slug: string;
  values: Partial<OfferValues>;
}

export interface OfferCsvProblem {
  line: number;
  /** The column (as the header names it), or null for the whole line. */
  column: string | null;
  problem: OfferProblem;
}

export interface OfferCsvParse {
  rows: OfferCsvRow[];
  problems: OfferCsvProblem[];
}

/**
 * Reads an offers CSV: the header names the columns (any order; product_slug and price are required). Every
 * problem is listed; `rows` holds the lines without one (so the caller can look their products up too).
 */
export function parseOffersCsv(text: string): OfferCsvParse {
  const { records, error } = parseCsv(text);
  const problems: OfferCsvProblem[] = error ? [{ line: error.line, column: null, problem: error.problem }] : [];
  const [header, ...data] = records;
  if (!header) return { rows: [], problems: problems.length ? problems : [{ line: 1, column: null, problem: "noHeader" }] };
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  columns.forEach((name, index) => {
    if (!(OFFER_CSV_COLUMNS as readonly string[]).includes(name))
      problems.push({ line: header.line, column: name, problem: "unknownColumn" });
    else if (columns.indexOf(name) !== index) problems.push({ line: header.line, column: name, problem: "duplicateColumn" });
  });
  for (const name of REQUIRED_COLUMNS)
    if (!columns.includes(name)) problems.push({ line: header.line, column: name, problem: "missingColumn" });
  if (problems.length) return { rows: [], problems };
  const lines = data.filter((record) => record.fields.some((field) => field.trim() !== ""));
  if (lines.length > OFFER_CSV_MAX_LINES)
    return { rows: [], problems: [{ line: (lines[OFFER_CSV_MAX_LINES] as { line: number }).line, column: null, problem: "tooManyLines" }] };

  const rows: OfferCsvRow[] = [];
  const seen = new Map<string, number>();
  for (const record of lines) {
    if (record.fields.length !== columns.length) {
      problems.push({ line: record.line, column: null, problem: "fieldCount" });
      continue;
    }
    const cell = (column: OfferCsvColumn) => (record.fields[columns.indexOf(column)] ?? "").trim();
    const before = problems.length;
    const slug = cell("product_slug").toLowerCase();
    if (!slug) problems.push({ line: record.line, column: "product_slug", problem: "required" });
    else if (seen.has(slug)) problems.push({ line: record.line, column: "product_slug", problem: "duplicateProduct" });
    seen.set(slug, record.line);
    const values: Partial<OfferValues> = {};
    for (const column of columns as OfferCsvColumn[]) {
      const field = OFFER_CSV_FIELDS[column];
      if (!field) continue;
      const read = readCell(field, cell(column));
      if ("problem" in read) problems.push({ line: record.line, column, problem: read.problem });
      else Object.assign(values, { [field]: read.value });
    }
    if (problems.length === before) rows.push({ line: record.line, slug, values });
  }
  return { rows, problems };
}

type Read = { value: unknown } | { problem: OfferProblem };

function readCell(field: OfferField, text: string): Read {
  const money = (optional: boolean): Read => {
    if (text === "") return optional ? { value: null } : { problem: "required" };
    const grosze = parseZloty(text);
    return grosze === null || grosze === 0 ? { problem: "notPrice" } : { value: grosze };
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
    case "stock":
      if (text === "") return { problem: "required" };
      return /^\d{1,9}$/.test(text) ? { value: Number(text) } : { problem: "notStock" };
    case "wholesaleTiers": {
      const tiers = parseTiers(text);
      return tiers ? { value: tiers } : { problem: "notTiers" };
    }
  }
}

/** What a new offer has where the file has no column. */
export const NEW_OFFER_DEFAULTS: Omit<OfferValues, "price"> = {
  visible: true,
  salePrice: null,
  stock: 0,
  franchisePrice: null,
  wholesaleTiers: [],
};

/** A line applied to the offer as stored (null: none yet), the columns the file lacks kept. */
export function applyOfferCsvRow(current: OfferValues | null, values: Partial<OfferValues>): OfferValues {
  const base: OfferValues = current ?? { ...NEW_OFFER_DEFAULTS, price: values.price ?? 0 };
  return { ...base, ...values, wholesaleTiers: sortTiers(values.wholesaleTiers ?? base.wholesaleTiers) };
}

/** Which CSV column holds a field (for messages about a line's values). */
export const offerCsvColumn = (field: OfferField): OfferCsvColumn =>
  (Object.entries(OFFER_CSV_FIELDS).find(([, f]) => f === field)?.[0] ?? "price") as OfferCsvColumn;
