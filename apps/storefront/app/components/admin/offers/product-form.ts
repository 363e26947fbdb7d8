// The per-product offers form as data: one row per city (fields named "<field>.<row>"), read into the API's
// body with the shop's money and tier formats (domain), and the API's refusals put back next to their fields.
import { OFFER_PROBLEM_MESSAGES, type ProductOffersUpdate, StaffOfferValues } from "@shop/contracts";
import { type Locale, type OfferProblem, type OfferValues, parseTiers, parseZloty } from "@shop/domain";

/** The text inputs of a row, in the order the table shows them. */
export const TEXT_FIELDS = ["price", "salePrice", "stock", "franchisePrice", "tiers"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const fieldName = (field: string, row: number) => `${field}.${row}`;
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

export function readProductOffersForm(form: FormData, lang: Locale): ProductFormRead {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const text = (name: string) => (values[name] ?? "").trim();
  const count = Math.min(MAX_ROWS, Math.max(0, Number.parseInt(text("rows"), 10) || 0));
  const fieldErrors: Record<string, string> = {};
  const rows: ProductFormRow[] = [];
  for (let row = 0; row < count; row++) {
    const city = text(fieldName("city", row));
    if (!city) continue;
    const expected = expectedOf(values[fieldName("expected", row)] ?? "");
    if (values[fieldName("offered", row)] !== "on") {
      rows.push({ row, city, offer: null, expected });
      continue;
    }
    const fail = (field: TextField, problem: OfferProblem) => {
      fieldErrors[fieldName(field, row)] = sentence(problem, lang);
    };
    const money = (field: TextField, optional: boolean): number | null => {
      const raw = text(fieldName(field, row));
      if (raw === "") {
        if (!optional) fail(field, "required");
        return null;
      }
      const grosze = parseZloty(raw);
      if (grosze === null || grosze === 0) fail(field, "notPrice");
      return grosze;
    };
    const price = money("price", false);
    const salePrice = money("salePrice", true);
    const franchisePrice = money("franchisePrice", true);
    const stockText = text(fieldName("stock", row));
    if (!/^\d{1,9}$/.test(stockText)) fail("stock", stockText === "" ? "required" : "notStock");
    const tiers = parseTiers(text(fieldName("tiers", row)));
    if (!tiers) fail("tiers", "notTiers");
    rows.push({
      row,
      city,
      expected,
      offer: {
        visible: values[fieldName("visible", row)] === "on",
        price: price ?? 0,
        salePrice,
        stock: Number(stockText) || 0,
        franchisePrice,
        wholesaleTiers: tiers ?? [],
      },
    });
  }
  return { rows, fieldErrors, values };
}

export const productOffersBody = (rows: readonly ProductFormRow[]): ProductOffersUpdate => ({
  offers: rows.map((row) => ({ city: row.city, offer: row.offer, ...(row.expected === undefined ? {} : { expected: row.expected }) })),
});

const API_FIELDS: Record<string, TextField> = {
  price: "price",
  salePrice: "salePrice",
  stock: "stock",
  franchisePrice: "franchisePrice",
  wholesaleTiers: "tiers",
};

/** The API's issues ("offers.<i>.<field>") as the form's field errors (the i-th row sent is the i-th row kept). */
export function apiIssues(body: unknown, rows: readonly ProductFormRow[]): Record<string, string> {
  const issues = (body as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues ?? [];
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const match = typeof issue.path === "string" ? /^offers\.(\d+)\.(\w+)$/.exec(issue.path) : null;
    const field = match ? API_FIELDS[match[2] as string] : undefined;
    const sent = match ? rows[Number(match[1])] : undefined;
    if (!field || !sent || typeof issue.message !== "string") continue;
    errors[fieldName(field, sent.row)] = issue.message;
  }
  return errors;
}
