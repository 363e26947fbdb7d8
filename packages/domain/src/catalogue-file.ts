// The catalogue file (issue 33): the shop's products as a table, one row a product, the same for CSV and XLSX, for the
// export and the import. A product is named by its SKU; its category, brand, attribute values and bundle items by
// their slugs and SKUs, so that a file moves between shops and survives a change of ids. docs/inventory.md lists the
// columns and rules. This module holds the columns, a product as the file sees it, and its cells. Pure.
import { LOCALES, type Locale } from "./locales";
import type { VatRate } from "./product-codes";

export const CATALOGUE_TEXT_FIELDS = ["name", "short_description", "description", "seo_title", "seo_description"] as const;
export type CatalogueTextField = (typeof CATALOGUE_TEXT_FIELDS)[number];

/** A text column: name_en, description_pl… */
export const textColumn = (field: CatalogueTextField, locale: Locale) => `${field}_${locale}`;

/** The columns in the order the export writes them; an import takes them in any order. */
export const CATALOGUE_COLUMNS = [
  "sku",
  "slug",
  "ean",
  "kind",
  "category",
  "brand",
  "tpd",
  "vat_rate",
  "attributes",
  "bundle_items",
  ...LOCALES.flatMap((locale) => CATALOGUE_TEXT_FIELDS.map((field) => textColumn(field, locale))),
] as const;

/** The most data rows one file may have. */
export const CATALOGUE_MAX_ROWS = 5_000;

/** A language's texts as stored (the SEO title and description filled in: the name and the short description by default). */
export type CatalogueText = Record<CatalogueTextField, string>;

export type CatalogueKind = "simple" | "bundle";

/** A product as the catalogue file sees it: codes and slugs instead of ids. */
export interface CatalogueProduct {
  sku: string;
  slug: string;
  ean: string | null;
  kind: CatalogueKind;
  /** The category's slug. */
  category: string;
  /** The brand's slug; null: none. */
  brand: string | null;
  tpd: boolean;
  vatRate: VatRate;
  /** "attribute code:value slug", sorted. */
  attributes: string[];
  /** By SKU, sorted by SKU (any case). */
  bundleItems: { sku: string; quantity: number }[];
  /** null: no translation (the storefront shows English). English is always there. */
  texts: Record<Locale, CatalogueText | null>;
}

/** A text as compared and stored: line breaks as \n, no spaces around it. */
export const normalText = (text: string): string => text.replace(/\r\n?/g, "\n").trim();

/** A language's texts as stored: normalised, an empty SEO title the name and an empty SEO description the short one. */
export function storedText(text: CatalogueText): CatalogueText {
  const t = Object.fromEntries(CATALOGUE_TEXT_FIELDS.map((field) => [field, normalText(text[field])])) as CatalogueText;
  return { ...t, seo_title: t.seo_title || t.name, seo_description: t.seo_description || t.short_description };
}

export const sortedAttributes = (values: Iterable<string>): string[] => [...new Set(values)].sort();
export const sortedItems = (items: readonly { sku: string; quantity: number }[]) =>
  [...items].sort((a, b) => (a.sku.toUpperCase() < b.sku.toUpperCase() ? -1 : a.sku.toUpperCase() > b.sku.toUpperCase() ? 1 : 0));

export const formatAttributes = (values: readonly string[]): string => sortedAttributes(values).join(";");
export const formatBundleItems = (items: readonly { sku: string; quantity: number }[]): string =>
  sortedItems(items)
    .map((item) => `${item.sku}:${item.quantity}`)
    .join(";");

/**
 * A product's cells by column, as the export writes them: yes/no, the SEO title left empty when it is the name and the
 * SEO description when it is the short description (so that the defaults follow a changed name), a missing
 * translation as empty cells.
 */
export function catalogueCells(product: CatalogueProduct): Record<string, string> {
  const cells: Record<string, string> = {
    sku: product.sku,
    slug: product.slug,
    ean: product.ean ?? "",
    kind: product.kind,
    category: product.category,
    brand: product.brand ?? "",
    tpd: product.tpd ? "yes" : "no",
    vat_rate: product.vatRate,
    attributes: formatAttributes(product.attributes),
    bundle_items: formatBundleItems(product.bundleItems),
  };
  for (const locale of LOCALES) {
    const text = product.texts[locale];
    const stored = text ? storedText(text) : null;
    for (const field of CATALOGUE_TEXT_FIELDS) cells[textColumn(field, locale)] = stored?.[field] ?? "";
    if (stored) {
      if (stored.seo_title === stored.name) cells[textColumn("seo_title", locale)] = "";
      if (stored.seo_description === stored.short_description) cells[textColumn("seo_description", locale)] = "";
    }
  }
  return cells;
}

/** The export's rows: the header, then one row a product, cells in CATALOGUE_COLUMNS order. */
export function catalogueTable(products: readonly CatalogueProduct[]): string[][] {
  return [
    [...CATALOGUE_COLUMNS],
    ...products.map((product) => {
      const cells = catalogueCells(product);
      return CATALOGUE_COLUMNS.map((column) => cells[column] ?? "");
    }),
  ];
}

/** The columns whose cells differ between two states of a product (texts compared as stored). */
export function changedColumns(before: CatalogueProduct, after: CatalogueProduct): { column: string; before: string; after: string }[] {
  const was = catalogueCells(before);
  const now = catalogueCells(after);
  return CATALOGUE_COLUMNS.filter((column) =>
    column === "sku" ? was.sku !== now.sku : normalText(was[column] ?? "") !== normalText(now[column] ?? ""),
  ).map((column) => ({ column, before: was[column] ?? "", after: now[column] ?? "" }));
}
