import { Link } from "react-router";
import { CityOffersTable } from "../../components/admin/offers/city-offers-table";
import { OffersImport } from "../../components/admin/offers/offers-import";
import { OffersPicker } from "../../components/admin/offers/offers-picker";
import { ProductOffersForm } from "../../components/admin/offers/product-offers-form";
import { AdminAlert, AdminNotice, AdminPage, AdminPager } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/offers";
import { offersAction, offersCsvMiddleware, offersLoader } from "./offers.server";

/** `?format=csv` is the CSV download, answered by its middleware before any loader runs. */
export const middleware = [offersCsvMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => offersLoader(args);

export const action = (args: Route.ActionArgs) => offersAction(args);

/** A city's prices and stock (with CSV export and import), or with ?product= one product's offers in every city. */
export default function OffersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  if (loaderData.mode === "product") {
    const { table, backCity, notice } = loaderData;
    const answer = actionData?.kind === "product" ? actionData : null;
    const backName = table.rows.find((row) => row.city.slug === backCity)?.city.name ?? backCity;
    return (
      <AdminPage
        title={t("offers.product.title", { product: table.product.name })}
        actions={
          <>
            {backCity && (
              <Link to={paths.admin("offers", undefined, { city: backCity })} className="font-semibold underline underline-offset-4">
                {t("offers.product.back", { city: backName })}
              </Link>
            )}
            <Link
              to={paths.admin("product", { productId: String(table.product.id) })}
              className="font-semibold underline underline-offset-4"
            >
              {t("offers.product.details")}
            </Link>
            <Link
              to={paths.admin("stockLedger", undefined, { product: table.product.id })}
              className="font-semibold underline underline-offset-4"
              data-offers-ledger
            >
              {t("stock.ledger.fromOffers")}
            </Link>
          </>
        }
      >
        <p className="max-w-3xl text-neutral-700">{t("offers.product.lead")}</p>
        {table.product.kind === "bundle" && <p className="text-neutral-700">{t("offers.product.bundle")}</p>}
        {notice && <AdminNotice>{notice}</AdminNotice>}
        {answer && <AdminAlert messages={answer.messages} />}
        {table.rows.length === 0 ? (
          <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("offers.product.noCities")}</p>
        ) : (
          <ProductOffersForm table={table} answer={answer} />
        )}
      </AdminPage>
    );
  }
  const { list, q, notice } = loaderData;
  const page = (n: number) => paths.admin("offers", undefined, { city: list.city.slug, q: q || undefined, page: n > 1 ? n : undefined });
  const importState = actionData && actionData.kind !== "product" ? actionData : null;
  return (
    <AdminPage title={t("common.nav.offers")}>
      <p className="max-w-3xl text-neutral-700">{t("offers.lead")}</p>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      <OffersPicker cities={list.cities} city={list.city.slug} q={q} />
      <OffersImport city={list.city} state={importState} />
      <p role="status" className="font-semibold" data-admin-offers-total>
        {t("common.results.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("offers.empty")}</p>
      ) : (
        <CityOffersTable city={list.city} stores={list.stores} items={list.items} />
      )}
      <AdminPager
        previous={list.page > 1 ? page(list.page - 1) : undefined}
        next={list.page * list.pageSize < list.total ? page(list.page + 1) : undefined}
      />
    </AdminPage>
  );
}
