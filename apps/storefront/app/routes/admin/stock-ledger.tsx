import { Link } from "react-router";
import { AdminAlert, AdminPage, AdminPager } from "../../components/admin/page";
import { LedgerFiltersForm } from "../../components/admin/stock/ledger-filters";
import { ledgerKeep, ledgerLink } from "../../components/admin/stock/ledger-query";
import { LedgerTable } from "../../components/admin/stock/ledger-table";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker, useStoreName } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-ledger";
import { ledgerCsvMiddleware, ledgerLoader } from "./stock-ledger.server";

/** `?format=csv` is the CSV download, answered by its middleware before any loader runs. */
export const middleware = [ledgerCsvMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => ledgerLoader(args);

/** The stock ledger (issue 33): a store's movements, or a product's in every store of the caller's, filtered. */
export default function StockLedgerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const storeName = useStoreName();
  const { stores, store, filters, list, messages, invalid } = loaderData;
  const link = (change: Parameters<typeof ledgerLink>[2]) => paths.admin("stockLedger", undefined, ledgerLink(filters, store, change));
  const product = list.product;
  return (
    <AdminPage title={t("stock.ledger.title")}>
      <StorePicker stores={stores} store={store?.id ?? null} page="stockLedger" keep={ledgerKeep(filters)} />
      {stores.length > 0 && (
        <>
          <StockTabs store={store?.id ?? null} />
          <p className="max-w-3xl text-neutral-700">{t("stock.ledger.lead")}</p>
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 className="text-xl font-semibold" data-stock-ledger-scope>
              {store ? storeName(store) : t("stock.ledger.allStores", { product: product?.name ?? filters.product })}
            </h2>
            <p className="flex flex-wrap gap-4">
              {product && store && (
                <Link
                  to={paths.admin("stockLedger", undefined, { ...ledgerLink(filters, null), store: "all" })}
                  className="font-semibold underline underline-offset-4"
                >
                  {t("stock.ledger.showAllStores")}
                </Link>
              )}
              {product && store && (
                <Link to={link({ product: "" })} className="font-semibold underline underline-offset-4">
                  {t("stock.ledger.clearProduct")}
                </Link>
              )}
              {/* A plain link: the page's middleware answers it with the file. */}
              <a
                href={paths.admin("stockLedger", undefined, { ...ledgerLink(filters, store), format: "csv" })}
                title={t("stock.ledger.csvHint")}
                className="font-semibold underline underline-offset-4"
                data-stock-ledger-csv
              >
                {t("stock.ledger.csv")}
              </a>
            </p>
          </div>
          {product && (
            <p className="text-neutral-700" data-stock-ledger-product={product.id}>
              {t("stock.ledger.productLine", { name: product.name, sku: product.sku })}
            </p>
          )}
          <LedgerFiltersForm filters={filters} store={store} invalid={invalid} />
          <AdminAlert messages={messages} />
          {list.items.length === 0 ? (
            messages.length === 0 && (
              <p className="rounded border border-dashed border-neutral-400 bg-white p-6" data-stock-ledger-empty>
                {t("stock.ledger.empty")}
              </p>
            )
          ) : (
            <LedgerTable
              items={list.items}
              showStore={store === null}
              personHref={(email) => link({ email, who: "" })}
              productHref={product ? null : (id) => link({ product: String(id) })}
            />
          )}
          <AdminPager
            previous={list.page > 1 ? link({ page: list.page - 1 }) : undefined}
            next={list.hasMore ? link({ page: list.page + 1 }) : undefined}
          />
        </>
      )}
    </AdminPage>
  );
}
