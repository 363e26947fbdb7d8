// The per-product offers form as data: one row per city (fields named "<field>.<row>", a store's units
// "storeStock.<row>.<store id>"), read with its zod schema (lib/admin/form.ts) into the API's body with the shop's
// money and tier formats (domain), and the API's refusals put back next to their fields.
import { OFFER_PROBLEM_MESSAGES, type ProductOffersUpdate, StaffOfferValues } from "@shop/contracts";
import { type Locale, type OfferProblem, type OfferValues, parseTiers, parseZloty, type StoreStock, storeTotal } from "@shop/domain";
import { z } from "zod";
import { field, firstErrors, problem, readForm, trimmedField } from "../../../lib/admin/form";

/** The text inputs of a row, in the order the table shows them (the stores' units come after the sale price). */
export const TEXT_FIELDS = ["price", "salePrice", "franchisePrice", "tiers"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const fieldName = (field: string, row: number) => `${field}.${row}`;
/** A store's units in a row: "storeStock.0.12". */
export const storeFieldName = (row: number, storeId: number | string) => `storeStock.${row}.${storeId}`;
const MAX_ROWS = 100;

export interface ProductFormRow {
  /** The row of the form. */
  row: number;
  city: string;
  offer: OfferValues | null;
  /** The offer as the form showed it (so that the API keeps what others changed meanwhile); undefined: unknown. */
  expected: OfferValues | null | undefined;
}

export interface ProductFormRead {
  rows: ProductFormRow[];
  /** By field name ("price.2"). */
  fieldErrors: Record<string, string>;
  /** What was typed, to show again after a refusal. */
  values: Record<string, string>;
}

const sentence = (problem: OfferProblem, lang: Locale) => {
  const text = OFFER_PROBLEM_MESSAGES[problem][lang];
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function expectedOf(text: string): OfferValues | null | undefined {
  try {
    const parsed = StaffOfferValues.nullable().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A field of every row ("price.0", "price.1"…), by row. */
const ByRow = z.record(z.string(), field).catch({});
/** The stores' units of every row ("storeStock.0.12"), by row and store id. */
const StoresByRow = z.record(z.string(), z.record(z.string(), field).catch({})).catch({});

/** The form's schema: `rows` rows, each a city, whether it is offered and, if so, its offer's fields. */
const ProductOffersFields = z
  .object({
    rows: trimmedField,
    ...(Object.fromEntries(["city", "expected", "offered", "visible", ...TEXT_FIELDS].map((name) => [name, ByRow])) as Record<
      "city" | "expected" | "offered" | "visible" | TextField,
      typeof ByRow
    >),
    storeStock: StoresByRow,
  })
  .transform((form, ctx) => {
    const count = Math.min(MAX_ROWS, Math.max(0, Number.parseInt(form.rows, 10) || 0));
    const rows: ProductFormRow[] = [];
    for (let row = 0; row < count; row++) {
      const text = (name: Exclude<keyof typeof form, "rows" | "storeStock">) => (form[name][String(row)] ?? "").trim();
      const city = text("city");
      if (!city) continue;
      const expected = expectedOf(form.expected[String(row)] ?? "");
      if (text("offered") !== "on") {
        rows.push({ row, city, offer: null, expected });
        continue;
      }
      const fail = (name: TextField, message: OfferProblem) => problem(ctx, fieldName(name, row), message);
      const money = (name: TextField, optional: boolean): number | null => {
        const raw = text(name);
        if (raw === "") return optional ? null : fail(name, "required");
        const grosze = parseZloty(raw);
        return grosze === null || grosze === 0 ? fail(name, "notPrice") : grosze;
      };
      const price = money("price", false);
      const salePrice = money("salePrice", true);
      const franchisePrice = money("franchisePrice", true);
      const storeStock: StoreStock = {};
      for (const [store, raw] of Object.entries(form.storeStock[String(row)] ?? {})) {
        const units = raw.trim();
        if (!/^\d{1,9}$/.test(store)) continue;
        if (/^\d{1,9}$/.test(units)) storeStock[store] = Number(units);
        else problem(ctx, storeFieldName(row, store), units === "" ? "required" : "notStock");
      }
      const tiers = parseTiers(text("tiers"));
      if (!tiers) fail("tiers", "notTiers");
      const offer = {
        visible: text("visible") === "on",
        price: price ?? 0,
        salePrice,
        stock: storeTotal(storeStock),
        storeStock,
        franchisePrice,
        wholesaleTiers: tiers ?? [],
      };
      rows.push({ row, city, expected, offer });
    }
    return rows;
  });

export function readProductOffersForm(form: FormData, lang: Locale): ProductFormRead {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const read = readForm(form, ProductOffersFields, (key) => sentence(key as OfferProblem, lang));
  return read.ok ? { rows: read.value, fieldErrors: {}, values } : { rows: [], fieldErrors: firstErrors(read.fieldErrors), values };
}

export const productOffersBody = (rows: readonly ProductFormRow[]): ProductOffersUpdate => ({
  offers: rows.map((row) => ({ city: row.city, offer: row.offer, ...(row.expected === undefined ? {} : { expected: row.expected }) })),
});

const API_FIELDS: Record<string, TextField> = {
  price: "price",
  salePrice: "salePrice",
  franchisePrice: "franchisePrice",
  wholesaleTiers: "tiers",
};

/**
 * The API's issues ("offers.<i>.<field>", "offers.<i>.storeStock.<store>") as the form's field errors (the i-th
 * row sent is the i-th row kept).
 */
export function apiIssues(body: unknown, rows: readonly ProductFormRow[]): Record<string, string> {
  const issues = (body as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues ?? [];
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const match = typeof issue.path === "string" ? /^offers\.(\d+)\.(\w+)(?:\.(\d+))?$/.exec(issue.path) : null;
    const sent = match ? rows[Number(match[1])] : undefined;
    if (!match || !sent || typeof issue.message !== "string") continue;
    const store = match[2] === "storeStock" ? match[3] : undefined;
    const field = API_FIELDS[match[2] as string];
    if (store !== undefined) errors[storeFieldName(sent.row, store)] = issue.message;
    else if (field) errors[fieldName(field, sent.row)] = issue.message;
  }
  return errors;
}
