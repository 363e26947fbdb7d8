// Every brand for the back office, by name, with how many products have it.
import type { StaffBrand, StaffBrandList } from "@shop/contracts";
import { type DbOrTx, findTaxonomyBrands, type TaxonomyBrandRow } from "@shop/db";
import { brandLogoUrl } from "../../../media/urls";

export const brandView = (row: TaxonomyBrandRow): StaffBrand => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  country: row.country,
  popularity: row.popularity,
  logo: brandLogoUrl(row.slug),
  productCount: row.productCount,
});

export async function listStaffBrands(db: DbOrTx): Promise<StaffBrandList> {
  return { items: (await findTaxonomyBrands(db)).map(brandView) };
}
