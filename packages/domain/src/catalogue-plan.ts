// What a catalogue file would do to the shop (issue 33): each row's product merged with what the shop has (a column
// the file lacks keeps its value; an empty cell of a value every product has keeps it too), checked as the product
// form checks a product (English required, a language complete or missing, bundles of simple products only) and
// against the whole shop after the import (SKUs, EANs and slugs unique; a bundle's items by SKU, possibly defined
// further down the file). A new SKU is a new product; nothing is deleted. Pure: the shop is given as `world`.
import {
  type CatalogueKind,
  type CatalogueProduct,
  type CatalogueText,
  changedColumns,
  sortedAttributes,
  sortedItems,
  storedText,
  textColumn,
} from "./catalogue-file";
import type { CatalogueIssue, CatalogueProblem, CatalogueRow } from "./catalogue-rows";
import { LOCALES } from "./locales";
import { DEFAULT_VAT_RATE } from "./product-codes";

/** What the plan needs to know of the shop. SKUs are keyed in upper case. */
export interface CatalogueWorld {
  /** Every product's codes and kind. */
  index: ReadonlyMap<string, { sku: string; slug: string; ean: string | null; kind: CatalogueKind }>;
  /** The products the file names, in full. */
  current: ReadonlyMap<string, CatalogueProduct>;
  categories: ReadonlySet<string>;
  brands: ReadonlySet<string>;
  /** "code:value" of every attribute value. */
  attributeValues: ReadonlySet<string>;
  /** The bundles holding each product now (item SKU → bundle SKUs). */
  bundlesHolding: ReadonlyMap<string, readonly string[]>;
}

export interface CataloguePlanEntry {
  row: number;
  action: "create" | "update" | "same";
  before: CatalogueProduct | null;
  after: CatalogueProduct;
  changes: { column: string; before: string; after: string }[];
}

const key = (sku: string) => sku.toUpperCase();

/** A slug made from a name: Latin letters and digits joined by hyphens (Zażółć → zazolc), at most 90 characters. */
export function slugFromName(name: string): string {
  const slug = name
    .replace(/[łŁ]/g, "l")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const short = slug.length > 90 ? slug.slice(0, 90).replace(/-[^-]*$/, "") : slug;
  return short || "product";
}

const emptyText = (): CatalogueText => ({ name: "", short_description: "", description: "", seo_title: "", seo_description: "" });

/** A stored text as its cells: the SEO fields empty where they are the defaults (so a new name moves the SEO title along). */
function cellText(text: CatalogueText | null): CatalogueText {
  if (!text) return emptyText();
  const stored = storedText(text);
  return {
    ...stored,
    seo_title: stored.seo_title === stored.name ? "" : stored.seo_title,
    seo_description: stored.seo_description === stored.short_description ? "" : stored.seo_description,
  };
}

type Issue = (column: string | null, problem: CatalogueProblem, detail?: string) => void;

function mergeTexts(row: CatalogueRow, base: CatalogueProduct | null, isNew: boolean, issue: Issue): CatalogueProduct["texts"] {
  const texts = {} as CatalogueProduct["texts"];
  for (const locale of LOCALES) {
    const was = base?.texts[locale] ?? null;
    const given = row.texts[locale];
    if (!given) {
      texts[locale] = was;
    } else if (Object.values(given).every((value) => value === "")) {
      // Every cell the file has of the language is empty: no translation (its other texts go with it).
      texts[locale] = null;
    } else {
      const merged = { ...cellText(was), ...given };
      if (merged.name === "") issue(textColumn("name", locale), "nameRequired");
      texts[locale] = storedText(merged);
    }
    // English is required: a new product needs its name, an existing one cannot lose it.
    if (locale === "en" && !texts.en) issue(textColumn("name", "en"), isNew ? "newNeedsName" : "nameRequired");
  }
  return texts;
}

function merge(row: CatalogueRow, base: CatalogueProduct | null, world: CatalogueWorld, issue: Issue): CatalogueProduct {
  const isNew = base === null;
  if (isNew && row.category === undefined) issue("category", "newNeedsCategory");
  if (isNew && row.tpd === undefined) issue("tpd", "newNeedsTpd");
  if (row.category !== undefined && !world.categories.has(row.category)) issue("category", "unknownCategory", row.category);
  if (row.brand && !world.brands.has(row.brand)) issue("brand", "unknownBrand", row.brand);
  for (const value of row.attributes ?? []) if (!world.attributeValues.has(value)) issue("attributes", "unknownAttribute", value);
  return {
    sku: row.sku,
    slug: row.slug ?? base?.slug ?? "",
    ean: row.ean !== undefined ? row.ean : (base?.ean ?? null),
    kind: row.kind ?? base?.kind ?? "simple",
    category: row.category ?? base?.category ?? "",
    brand: row.brand !== undefined ? row.brand : (base?.brand ?? null),
    tpd: row.tpd ?? base?.tpd ?? false,
    vatRate: row.vatRate ?? base?.vatRate ?? DEFAULT_VAT_RATE,
    attributes: sortedAttributes(row.attributes ?? base?.attributes ?? []),
    bundleItems: sortedItems(row.bundleItems ?? base?.bundleItems ?? []),
    texts: mergeTexts(row, base, isNew, issue),
  };
}

/** The file's products after the import, each with its row, and every problem. */
export function planCatalogue(
  rows: readonly CatalogueRow[],
  world: CatalogueWorld,
): { entries: CataloguePlanEntry[]; issues: CatalogueIssue[] } {
  const issues: CatalogueIssue[] = [];
  const issueOf =
    (row: number): Issue =>
    (column, problem, detail) =>
      issues.push({ row, column, problem, ...(detail === undefined ? {} : { detail }) });
  const entries = rows.map((row): CataloguePlanEntry => {
    const before = world.current.get(key(row.sku)) ?? null;
    const after = merge(row, before, world, issueOf(row.row));
    return { row: row.row, action: before ? "update" : "create", before, after, changes: [] };
  });
  const inFile = new Map(entries.map((entry) => [key(entry.after.sku), entry]));
  checkUnique(entries, world, inFile, issueOf);
  checkBundles(entries, world, inFile, issueOf);
  for (const entry of entries) {
    // The items as the shop spells their SKUs.
    entry.after.bundleItems = entry.after.bundleItems.map((item) => ({
      sku: inFile.get(key(item.sku))?.after.sku ?? world.index.get(key(item.sku))?.sku ?? item.sku,
      quantity: item.quantity,
    }));
    if (entry.before) {
      entry.changes = changedColumns(entry.before, entry.after);
      if (entry.changes.length === 0) entry.action = "same";
    }
  }
  return { entries, issues: issues.sort((a, b) => a.row - b.row) };
}

/** EANs and slugs unique over the shop after the import; new products without a slug get one from their English name. */
function checkUnique(
  entries: CataloguePlanEntry[],
  world: CatalogueWorld,
  inFile: ReadonlyMap<string, CataloguePlanEntry>,
  issueOf: (row: number) => Issue,
): void {
  const others = [...world.index.values()].filter((product) => !inFile.has(key(product.sku)));
  const eans = new Map<string, string>(others.flatMap((p) => (p.ean ? [[p.ean, p.sku] as [string, string]] : [])));
  const slugs = new Map<string, string>(others.map((p) => [p.slug, p.sku]));
  for (const { row, after } of entries) {
    if (after.ean) {
      const owner = eans.get(after.ean);
      if (owner !== undefined) issueOf(row)("ean", "eanTaken", owner);
      else eans.set(after.ean, after.sku);
    }
    if (after.slug) {
      const owner = slugs.get(after.slug);
      if (owner !== undefined) issueOf(row)("slug", "slugTaken", owner);
      else slugs.set(after.slug, after.sku);
    }
  }
  for (const { after } of entries) {
    if (after.slug) continue;
    const base = slugFromName(after.texts.en?.name ?? after.sku);
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    after.slug = slug;
    slugs.set(slug, after.sku);
  }
}

/** A bundle holds simple products only, each once, not itself; a product some bundle holds cannot become one. */
function checkBundles(
  entries: CataloguePlanEntry[],
  world: CatalogueWorld,
  inFile: ReadonlyMap<string, CataloguePlanEntry>,
  issueOf: (row: number) => Issue,
): void {
  const kindOf = (sku: string) => inFile.get(key(sku))?.after.kind ?? world.index.get(key(sku))?.kind;
  const holds = (bundle: CatalogueProduct, item: string) =>
    bundle.kind === "bundle" && bundle.bundleItems.some((i) => key(i.sku) === key(item));
  for (const { row, after } of entries) {
    const issue = issueOf(row);
    if (after.kind === "simple" && after.bundleItems.length) issue("bundle_items", "itemsOnlyInBundle");
    if (after.kind === "bundle" && !after.bundleItems.length) issue("bundle_items", "bundleNeedsItems");
    const seen = new Set<string>();
    for (const item of after.kind === "bundle" ? after.bundleItems : []) {
      const kind = kindOf(item.sku);
      if (kind === undefined) issue("bundle_items", "itemUnknown", item.sku);
      else if (key(item.sku) === key(after.sku)) issue("bundle_items", "itemItself", item.sku);
      else if (kind === "bundle") issue("bundle_items", "itemBundle", item.sku);
      else if (seen.has(key(item.sku))) issue("bundle_items", "itemTwice", item.sku);
      seen.add(key(item.sku));
    }
    if (after.kind !== "bundle") continue;
    const kept = (world.bundlesHolding.get(key(after.sku)) ?? []).filter((bundle) => {
      const entry = inFile.get(key(bundle));
      return entry ? holds(entry.after, after.sku) : true;
    });
    const added = entries.filter((entry) => holds(entry.after, after.sku)).map((entry) => entry.after.sku);
    const holder = [...kept, ...added][0];
    if (holder !== undefined) issue("kind", "inBundle", holder);
  }
}
