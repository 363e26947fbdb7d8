import { Link } from "react-router";
import { AdminNotice, AdminPage, AdminPager, buttonClasses, secondaryButtonClasses } from "../../components/admin/page";
import { ProductFilters } from "../../components/admin/products/product-filters";
import { ProductsTable } from "../../components/admin/products/products-table";
import { filtersQuery } from "../../components/admin/products/query";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/products";
import { productsLoader } from "./products.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => productsLoader(args);

/** Every product with its missing translations flagged; admins create and edit, city managers read. */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { filters, list, options, isAdmin } = loaderData;
  const page = (n: number) => paths.admin("products", undefined, filtersQuery(filters, n));
  return (
    <AdminPage
      title={t("common.nav.products")}
      actions={
        isAdmin && (
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.admin("productImport")}
              className={`${secondaryButtonClasses} inline-flex items-center`}
              data-admin-product-import
            >
              {t("catalogueIo.link")}
            </Link>
            <Link to={paths.admin("newProduct")} className={`${buttonClasses} inline-flex items-center`} data-admin-new-product>
              {t("products.newProduct")}
            </Link>
          </div>
        )
      }
    >
      <p className="max-w-3xl text-neutral-700">{t("products.lead")}</p>
      {!isAdmin && <AdminNotice>{t("products.readOnly")}</AdminNotice>}
      <ProductFilters filters={filters} options={options} />
      <p role="status" className="font-semibold" data-admin-products-total>
        {t("common.results.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4" data-admin-products-empty>
          {t("common.noResults")}
        </p>
      ) : (
        <ProductsTable products={list.items} isAdmin={isAdmin} />
      )}
      <AdminPager
        previous={filters.page > 1 ? page(filters.page - 1) : undefined}
        next={filters.page * list.pageSize < list.total ? page(filters.page + 1) : undefined}
      />
    </AdminPage>
  );
}
