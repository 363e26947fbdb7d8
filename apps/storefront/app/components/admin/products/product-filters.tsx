// The product list's filters (the generic list filters, lib: ../list-filters.tsx): search, category, brand,
// kind and a missing translation.
import type { StaffProductOptions } from "@shop/contracts";
import { LOCALES } from "@shop/domain";
import { useTranslation } from "../../../lib/texts";
import { ListFilters, selectFilter } from "../list-filters";
import type { ProductFilters as Filters } from "./query";

export function indent(depth: number): string {
  return depth > 0 ? `${"\u00a0\u00a0".repeat(depth)}– ` : "";
}

export function ProductFilters({ filters, options }: { filters: Filters; options: Pick<StaffProductOptions, "categories" | "brands"> }) {
  const { t } = useTranslation("admin");
  return (
    <ListFilters
      page="products"
      values={filters}
      columns="lg:grid-cols-5"
      actionsCell="sm:col-span-2 lg:col-span-5"
      fields={[
        {
          name: "q",
          kind: "search",
          label: t("products.filters.q"),
          maxLength: 100,
          placeholder: t("products.filters.qHint"),
          cell: "sm:col-span-2 lg:col-span-1",
        },
        {
          name: "category",
          kind: "select",
          label: t("products.filters.category"),
          any: t("products.filters.anyCategory"),
          options: options.categories.map((category) => ({ value: category.id, label: `${indent(category.depth)}${category.name}` })),
        },
        {
          name: "brand",
          kind: "select",
          label: t("products.filters.brand"),
          any: t("products.filters.anyBrand"),
          options: options.brands.map((brand) => ({ value: brand.id, label: brand.name })),
        },
        selectFilter("kind", t("products.filters.kind"), t("products.filters.anyKind"), ["simple", "bundle"] as const, (kind) =>
          t(`products.kinds.${kind}`),
        ),
        selectFilter("missing", t("products.filters.missing"), t("products.filters.anyTranslation"), LOCALES, (locale) =>
          t("products.filters.missingIn", { language: t(`common.locales.${locale}`) }),
        ),
      ]}
    />
  );
}
