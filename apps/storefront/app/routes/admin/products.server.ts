// The product list (issue 7): staff find products by name (any language), slug or id, and filter by category,
// brand, kind and a missing translation. City managers read; admins also create.
import type { LoaderFunctionArgs } from "react-router";
import { readProductFilters, toApiQuery } from "../../components/admin/products/query";
import { adminT } from "../../lib/admin/texts.server";
import { getStaffProductOptions, getStaffProducts } from "../../lib/api/staff-products";
import { staffOf } from "../../lib/caller.server";

export async function productsLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const filters = readProductFilters(args.url.searchParams);
  const [list, options] = await Promise.all([getStaffProducts(staff.api, toApiQuery(filters)), getStaffProductOptions(staff.api)]);
  return {
    title: t("common.metaTitle", { page: t("common.nav.products") }),
    filters,
    list,
    options: { categories: options.categories, brands: options.brands },
    isAdmin: staff.isAdmin,
  };
}
