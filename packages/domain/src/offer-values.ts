// A city's offer of a product (price, sale price, stock per store, visibility, franchise price, wholesale tiers):
// the rules every change must meet (the database's checks, and tiers below the price), money and tiers written as
// the back office writes them, and the merge of a form saved over a newer offer. Stock is held per store (issue
// 19): `storeStock` is what staff edit, `stock` (the city's total) is their sum, worked out by the writer. Pure.
import type { WholesaleTier } from "./pricing";

/** Units per store of the city, by store id ("12"); a store not listed holds none. */
export type StoreStock = Record<string, number>;

export interface OfferValues {
  visible: boolean;
  /** Regular retail price, grosze. */
  price: number;
  /** Below `price`, or null. */
  salePrice: number | null;
  /** Units in the city: the sum of `storeStock` (the writer works it out; a bundle's is ignored). */
  stock: number;
  /** Units per store of the city; a bundle has none (its items' stock decides). */
  storeStock: StoreStock;
  franchisePrice: number | null;
  /** Lowest minimum quantity first. */
  wholesaleTiers: WholesaleTier[];
}

/** What staff set (`stock` is not among them: it follows `storeStock`). */
export const OFFER_FIELDS = ["visible", "price", "salePrice", "storeStock", "franchisePrice", "wholesaleTiers"] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

/** Bounds of an offer's numbers (money in grosze; stock per store). */
export const OFFER_LIMITS = { maxPrice: 10_000_000, maxStock: 1_000_000, maxTiers: 10, maxTierQuantity: 1_000_000 } as const;

/** Why a value or a line is refused; contracts has the messages in every language. */
export const OFFER_PROBLEMS = [
  "required",
  "notYesNo",
  "notPrice",
  "priceTooHigh",
  "notStock",
  "stockTooHigh",
  "unknownStore",
  "bundleStock",
  "noStore",
  "holdsStock",
  "stockColumn",
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
  /** The store (its id) a stock problem is about. */
  store?: string;
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
// Stock per store

/** A store's units (none when it is not listed). */
export const storeQuantity = (stock: StoreStock, storeId: string | number): number => stock[String(storeId)] ?? 0;

/** The city's units: the sum over its stores. */
export const storeTotal = (stock: StoreStock): number => Object.values(stock).reduce((sum, quantity) => sum + quantity, 0);

/** The stores (ids) whose units differ (a store not listed holds none). */
export function changedStores(a: StoreStock, b: StoreStock): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((id) => storeQuantity(a, id) !== storeQuantity(b, id));
}

/**
 * The stores' units once the city's total is `total` (the staff's stock tool, which sets a city's number): a rise
 * goes to the first store, a fall is taken from the stores in their order (`storeIds`: the shop's order).
 */
export function storeStockForTotal(current: StoreStock, storeIds: readonly number[], total: number): StoreStock {
  const next: StoreStock = { ...current };
  let change = total - storeTotal(current);
  const first = storeIds[0];
  if (change > 0 && first !== undefined) next[String(first)] = storeQuantity(current, first) + change;
  for (const id of storeIds) {
    if (change >= 0) break;
    const taken = Math.min(storeQuantity(next, id), -change);
    next[String(id)] = storeQuantity(next, id) - taken;
    change += taken;
  }
  return next;
}

// ---------------------------------------------------------------------------------------------------
// The rules

const isMoney = (value: number) => Number.isInteger(value) && value > 0;

/** What the rules need to know besides the values: the product's kind and the city's stores (when known). */
export interface OfferContext {
  kind?: "simple" | "bundle";
  storeIds?: readonly number[];
}

/** What is wrong with an offer (empty when nothing): the database's checks, and tiers that would pay off. */
export function offerProblems(offer: OfferValues, context: OfferContext = {}): OfferIssue[] {
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
  issues.push(...storeStockProblems(offer.storeStock, context));
  money("franchisePrice", offer.franchisePrice);
  issues.push(...tierProblems(offer.wholesaleTiers, priceOk ? offer.price : null));
  return issues;
}

function storeStockProblems(stock: StoreStock, context: OfferContext): OfferIssue[] {
  const known = context.storeIds?.map(String);
  const issues: OfferIssue[] = [];
  for (const [store, quantity] of Object.entries(stock)) {
    const problem = (p: OfferProblem) => issues.push({ field: "storeStock", problem: p, store });
    if (known && !known.includes(store)) problem("unknownStore");
    else if (!Number.isInteger(quantity) || quantity < 0) problem("notStock");
    else if (quantity > OFFER_LIMITS.maxStock) problem("stockTooHigh");
    else if (context.kind === "bundle" && quantity > 0) problem("bundleStock");
  }
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

/** The same offer as staff set it (tiers compared in order of quantity, stores by their units). */
export function sameOffer(a: OfferValues | null, b: OfferValues | null): boolean {
  if (a === null || b === null) return a === b;
  return OFFER_FIELDS.every((field) => sameField(field, a, b));
}

function sameField(field: OfferField, a: OfferValues, b: OfferValues): boolean {
  if (field === "storeStock") return changedStores(a.storeStock, b.storeStock).length === 0;
  if (field === "wholesaleTiers") return formatTiers(a.wholesaleTiers) === formatTiers(b.wholesaleTiers);
  return a[field] === b[field];
}

/**
 * Saving a form over an offer that changed since the form was loaded, without losing the other change: the
 * fields the form left as they were (`submitted` equals `expected`) keep the stored value; the fields it changed
 * take the form's value, unless the stored value changed too (to something else): those are the conflicts. Each
 * store's units are a field of their own, so a sale from one store while staff count another is kept.
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
    if (field === "storeStock") {
      const stores = mergeStoreStock(current.storeStock, expected.storeStock, submitted.storeStock);
      merged.storeStock = stores.stock;
      if (stores.conflict) conflicts.push(field);
    } else if (sameField(field, submitted, expected)) Object.assign(merged, { [field]: current[field] });
    else if (!sameField(field, current, expected) && !sameField(field, current, submitted)) conflicts.push(field);
  }
  return { offer: merged, conflicts };
}

function mergeStoreStock(current: StoreStock, expected: StoreStock, submitted: StoreStock) {
  const stock: StoreStock = {};
  let conflict = false;
  for (const id of new Set([...Object.keys(current), ...Object.keys(expected), ...Object.keys(submitted)])) {
    const [now, was, wanted] = [storeQuantity(current, id), storeQuantity(expected, id), storeQuantity(submitted, id)];
    if (wanted === was) stock[id] = now;
    else {
      if (now !== was && now !== wanted) conflict = true;
      stock[id] = wanted;
    }
  }
  return { stock, conflict };
}
