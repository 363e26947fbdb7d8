// Back office: the product list (issue 7): newest first, 50 a page, found by a name in any language, the
// slug or the id, filtered by category (with its subcategories), brand, kind or a missing translation.
import { STAFF_PRODUCTS_PER_PAGE, type StaffProductList, type StaffProductQuery } from "@shop/contracts";
import { type DbOrTx, findStaffProductPage } from "@shop/db";
import type { Locale } from "@shop/domain";
import { productCardImageUrl } from "../../../media/urls";
import { missingLocalesOf } from "./staff-product-view";

export async function listStaffProducts(db: DbOrTx, query: StaffProductQuery, locale: Locale): Promise<StaffProductList> {
  const page = query.page ?? 1;
  const { rows, total } = await findStaffProductPage(db, {
    q: query.q,
    categoryId: query.category,
    brandId: query.brand,
    kind: query.kind,
    missing: query.missing,
    locale,
    limit: STAFF_PRODUCTS_PER_PAGE,
    offset: (page - 1) * STAFF_PRODUCTS_PER_PAGE,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      ean: row.ean,
      kind: row.kind,
      name: row.name,
      category: row.category,
      brand: row.brand,
      tpd: row.tpd,
      missingLocales: missingLocalesOf(row.locales),
      image: productCardImageUrl(row.slug, row.firstImageKey, 160),
      imageCount: row.imageCount,
      offerCount: row.offerCount,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page,
    pageSize: STAFF_PRODUCTS_PER_PAGE,
  };
}
