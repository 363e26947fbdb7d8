// The product list's filters: a GET form, so a filtered list has its own address (and works without JS).
import type { StaffProductOptions } from "@shop/contracts";
import { LOCALES } from "@shop/domain";
import { Form, Link } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import type { ProductFilters as Filters } from "./query";

export function indent(depth: number): string {
  return depth > 0 ? `${"\u00a0\u00a0".repeat(depth)}– ` : "";
}

export function ProductFilters({ filters, options }: { filters: Filters; options: Pick<StaffProductOptions, "categories" | "brands"> }) {
  const { t } = useTranslation("admin");
  const paths = useShopPaths();
  return (
    <Form
      method="get"
      action={paths.admin("products")}
      aria-label={t("products.filters.label")}
      className="grid gap-3 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      data-admin-product-filters
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="products-q" className={labelClasses}>
          {t("products.filters.q")}
        </label>
        <input
          id="products-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
          placeholder={t("products.filters.qHint")}
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor="products-category" className={labelClasses}>
          {t("products.filters.category")}
        </label>
        <select id="products-category" name="category" defaultValue={filters.category} className={inputClasses}>
          <option value="">{t("products.filters.anyCategory")}</option>
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {`${indent(category.depth)}${category.name}`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="products-brand" className={labelClasses}>
          {t("products.filters.brand")}
        </label>
        <select id="products-brand" name="brand" defaultValue={filters.brand} className={inputClasses}>
          <option value="">{t("products.filters.anyBrand")}</option>
          {options.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="products-kind" className={labelClasses}>
          {t("products.filters.kind")}
        </label>
        <select id="products-kind" name="kind" defaultValue={filters.kind} className={inputClasses}>
          <option value="">{t("products.filters.anyKind")}</option>
          <option value="simple">{t("products.kinds.simple")}</option>
          <option value="bundle">{t("products.kinds.bundle")}</option>
        </select>
      </div>
      <div>
        <label htmlFor="products-missing" className={labelClasses}>
          {t("products.filters.missing")}
        </label>
        <select id="products-missing" name="missing" defaultValue={filters.missing} className={inputClasses}>
          <option value="">{t("products.filters.anyTranslation")}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t("products.filters.missingIn", { language: t(`common.locales.${locale}`) })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-5">
        <button type="submit" className={buttonClasses}>
          {t("common.actions.filter")}
        </button>
        <Link to={paths.admin("products")} className={`${secondaryButtonClasses} inline-flex items-center`}>
          {t("common.actions.reset")}
        </Link>
      </div>
    </Form>
  );
}
