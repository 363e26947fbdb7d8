// Back office: products (issue 7). The staff's product list and one product with everything editable; the
// writes are in products-write.ts, the images in product-images.ts, the catalogue import and export in catalogue-io.ts.
import { cleanEan, type Locale, normalizeSearchText } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import type { ProductKind, VatRate } from "../../schema";
import { nameColumn } from "../catalogue/sql";

export * from "./catalogue-io";
export * from "./product-images";
export * from "./products-write";

export interface StaffProductFilter {
  q?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  kind?: ProductKind | undefined;
  /** Only products without a translation in this language. */
  missing?: Locale | undefined;
  locale: Locale;
  limit: number;
  offset: number;
}

export interface StaffProductListRow {
  id: number;
  slug: string;
  sku: string;
  ean: string | null;
  kind: ProductKind;
  tpd: boolean;
  imageCount: number;
  name: string;
  category: { id: number; name: string };
  brand: { id: number; name: string } | null;
  locales: string[];
  firstImageKey: string | null;
  offerCount: number;
  updatedAt: Date;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: StaffProductFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const q = filter.q?.trim();
  if (q) {
    const like = likeOf(q);
    const words = normalizeSearchText(q);
    const byId = /^[0-9]{1,9}$/.test(q) ? sql` or p.id = ${Number(q)}` : sql``;
    // An EAN as typed or scanned (spaces and dashes dropped), whole or in part.
    const digits = cleanEan(q);
    const byEan = /^[0-9]{4,13}$/.test(digits) ? sql` or p.ean like ${likeOf(digits)}` : sql``;
    parts.push(sql`(p.slug ilike ${like} or p.sku ilike ${like}${byEan}
      or exists (select 1 from product_texts s where s.product_id = p.id and s.name ilike ${like})
      ${words ? sql`or p.search_doc like ${likeOf(words)}` : sql``}${byId})`);
  }
  if (filter.categoryId !== undefined)
    parts.push(sql`p.category_id in (
      with recursive tree as (select id from categories where id = ${filter.categoryId}
        union all select c.id from categories c join tree on c.parent_id = tree.id)
      select id from tree)`);
  if (filter.brandId !== undefined) parts.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.kind) parts.push(sql`p.kind = ${filter.kind}`);
  if (filter.missing)
    parts.push(sql`not exists (select 1 from product_texts m where m.product_id = p.id and m.locale = ${filter.missing})`);
  return sql.join(parts, sql` and `);
}

/** Products for staff, newest first, with their names in a language (English when it has none). */
export async function findStaffProductPage(
  db: DbOrTx,
  filter: StaffProductFilter,
): Promise<{ rows: StaffProductListRow[]; total: number }> {
  const where = conditions(filter);
  const name = nameColumn(filter.locale);
  const [{ rows }, count] = [
    await db.execute<{
      id: number;
      slug: string;
      sku: string;
      ean: string | null;
      kind: ProductKind;
      tpd: boolean;
      name: string | null;
      category_id: number;
      category_name: string;
      brand_id: number | null;
      brand_name: string | null;
      locales: string[] | null;
      image_count: number;
      first_image_key: string | null;
      offer_count: number;
      updated_at: Date | string;
    }>(sql`
      select p.id, p.slug, p.sku, p.ean, p.kind, p.tpd, coalesce(t.name, te.name) as name,
        c.id as category_id, c.${name} as category_name, b.id as brand_id, b.name as brand_name,
        (select array_agg(l.locale) from product_texts l where l.product_id = p.id) as locales,
        (select count(*)::int from product_images i where i.product_id = p.id) as image_count,
        (select i.media_key from product_images i where i.product_id = p.id order by i.position limit 1) as first_image_key,
        (select count(*)::int from offers o where o.product_id = p.id) as offer_count,
        p.updated_at
      from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
      left join product_texts t on t.product_id = p.id and t.locale = ${filter.locale}
      left join product_texts te on te.product_id = p.id and te.locale = 'en'
      where ${where}
      order by p.id desc limit ${filter.limit} offset ${filter.offset}`),
    await db.execute<{ n: number }>(sql`select count(*)::int as n from products p where ${where}`),
  ];
  return {
    total: count.rows[0]?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      ean: row.ean,
      kind: row.kind,
      tpd: row.tpd,
      imageCount: row.image_count,
      name: row.name ?? row.slug,
      category: { id: row.category_id, name: row.category_name },
      brand: row.brand_id !== null && row.brand_name !== null ? { id: row.brand_id, name: row.brand_name } : null,
      locales: row.locales ?? [],
      firstImageKey: row.first_image_key,
      offerCount: row.offer_count,
      updatedAt: new Date(row.updated_at),
    })),
  };
}

export interface StaffProductTextRow {
  locale: string;
  name: string;
  shortDescription: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

export interface StaffProductRow {
  id: number;
  slug: string;
  sku: string;
  ean: string | null;
  vatRate: VatRate;
  kind: ProductKind;
  categoryId: number;
  brandId: number | null;
  tpd: boolean;
  updatedAt: Date;
  createdAt: Date;
  offerCount: number;
  texts: StaffProductTextRow[];
  attributeValueIds: number[];
  bundleItems: { productId: number; slug: string; name: string; quantity: number }[];
}

/** One product with everything staff may edit (images: findProductImages); null when there is none. */
export async function findStaffProduct(db: DbOrTx, id: number): Promise<StaffProductRow | null> {
  const { rows } = await db.execute<{
    id: number;
    slug: string;
    sku: string;
    ean: string | null;
    vat_rate: VatRate;
    kind: ProductKind;
    category_id: number;
    brand_id: number | null;
    tpd: boolean;
    updated_at: Date | string;
    created_at: Date | string;
    offer_count: number;
  }>(sql`
    select p.id, p.slug, p.sku, p.ean, p.vat_rate, p.kind, p.category_id, p.brand_id, p.tpd, p.updated_at, p.created_at,
      (select count(*)::int from offers o where o.product_id = p.id) as offer_count
    from products p where p.id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  const texts = await db.execute<{
    locale: string;
    name: string;
    short_description: string;
    description: string;
    seo_title: string;
    seo_description: string;
  }>(sql`select locale, name, short_description, description, seo_title, seo_description from product_texts where product_id = ${id}`);
  const values = await db.execute<{ value_id: number }>(
    sql`select value_id from product_attribute_values where product_id = ${id} order by value_id`,
  );
  const items = await db.execute<{ product_id: number; slug: string; name: string | null; quantity: number }>(sql`
    select bi.product_id, p.slug, t.name, bi.quantity from bundle_items bi join products p on p.id = bi.product_id
    left join product_texts t on t.product_id = p.id and t.locale = 'en'
    where bi.bundle_id = ${id} order by bi.product_id`);
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    ean: row.ean,
    vatRate: row.vat_rate,
    kind: row.kind,
    categoryId: row.category_id,
    brandId: row.brand_id,
    tpd: row.tpd,
    updatedAt: new Date(row.updated_at),
    createdAt: new Date(row.created_at),
    offerCount: row.offer_count,
    texts: texts.rows.map((t) => ({
      locale: t.locale,
      name: t.name,
      shortDescription: t.short_description,
      description: t.description,
      seoTitle: t.seo_title,
      seoDescription: t.seo_description,
    })),
    attributeValueIds: values.rows.map((v) => v.value_id),
    bundleItems: items.rows.map((i) => ({ productId: i.product_id, slug: i.slug, name: i.name ?? i.slug, quantity: i.quantity })),
  };
}

export interface StaffProductOptionRows {
  categories: { id: number; slug: string; name: string; parentId: number | null; sortOrder: number }[];
  brands: { id: number; slug: string; name: string }[];
  attributes: { code: string; name: string; values: { id: number; slug: string; name: string }[] }[];
}

/** What the product form chooses from, named in a language. */
export async function findStaffProductOptions(db: DbOrTx, locale: Locale): Promise<StaffProductOptionRows> {
  const name = nameColumn(locale);
  const categories = await db.execute<{ id: number; slug: string; name: string; parent_id: number | null; sort_order: number }>(
    sql`select id, slug, ${name} as name, parent_id, sort_order from categories order by sort_order, id`,
  );
  const brands = await db.execute<{ id: number; slug: string; name: string }>(
    sql`select id, slug, name from brands order by lower(name), id`,
  );
  const values = await db.execute<{ code: string; attribute: string; id: number; slug: string; name: string }>(sql`
    select a.code, a.${name} as attribute, v.id, v.slug, v.${name} as name
    from attributes a join attribute_values v on v.attribute_code = a.code
    order by a.sort_order, a.code, v.sort_order, v.slug`);
  const attributes: StaffProductOptionRows["attributes"] = [];
  for (const row of values.rows) {
    let attribute = attributes[attributes.length - 1];
    if (attribute?.code !== row.code) {
      attribute = { code: row.code, name: row.attribute, values: [] };
      attributes.push(attribute);
    }
    attribute.values.push({ id: row.id, slug: row.slug, name: row.name });
  }
  return {
    categories: categories.rows.map((c) => ({ id: c.id, slug: c.slug, name: c.name, parentId: c.parent_id, sortOrder: c.sort_order })),
    brands: brands.rows,
    attributes,
  };
}
