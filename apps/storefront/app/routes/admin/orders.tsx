import { LostTransfers } from "../../components/admin/orders/lost-transfers";
import { OrderFilters } from "../../components/admin/orders/order-filters";
import { OrdersTable } from "../../components/admin/orders/orders-table";
import { LostBanner, LostStates, OrdersTabs } from "../../components/admin/orders/orders-tabs";
import { filtersQuery, LOST_TAB, ORDERS_PAGE_SIZE } from "../../components/admin/orders/query";
import { AdminAlert, AdminNotice, AdminPage, AdminPager } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/orders";
import { ordersAction, ordersLoader } from "./orders.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => ordersLoader(args);

export const action = (args: Route.ActionArgs) => ordersAction(args);

/** Orders of the caller's cities by city, status, payment, delivery and date, or found by id, e-mail or phone; lost payments. */
export default function OrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { tab, cities, filters, reversed, list, openLost, lost, lostState, lostPage, notice } = loaderData;
  const page = (n: number) => paths.admin("orders", undefined, filtersQuery(filters, n));
  const lostPageLink = (n: number) =>
    paths.admin("orders", undefined, { tab: LOST_TAB, state: lostState === "open" ? undefined : lostState, page: n > 1 ? n : undefined });
  return (
    <AdminPage title={t("common.nav.orders")}>
      <OrdersTabs tab={tab} openLost={openLost} />
      {notice && <AdminNotice>{notice}</AdminNotice>}
      {lost ? (
        <section aria-labelledby="lost-title" className="space-y-4" data-admin-lost>
          <h2 id="lost-title" className="text-xl font-semibold">
            {t("orders.tabs.lost")}
          </h2>
          <p className="max-w-3xl text-neutral-700">{t("orders.lost.lead")}</p>
          <LostStates state={lostState} />
          {actionData && !lost.items.some((item) => item.txId === actionData.txId) && <AdminAlert messages={actionData.messages} />}
          <LostTransfers transfers={lost.items} error={actionData ?? undefined} />
          <AdminPager
            previous={lostPage > 1 ? lostPageLink(lostPage - 1) : undefined}
            next={lostPage * ORDERS_PAGE_SIZE < lost.total ? lostPageLink(lostPage + 1) : undefined}
          />
        </section>
      ) : (
        <>
          <LostBanner count={openLost} />
          <OrderFilters filters={filters} cities={cities} />
          {reversed && <AdminAlert messages={[t("orders.filters.datesReversed")]} />}
          <p role="status" className="font-semibold" data-admin-orders-total>
            {t("common.results.found", { count: list.total })}
          </p>
          {list.items.length === 0 ? (
            <p className="rounded border border-dashed border-neutral-400 bg-white p-4" data-admin-orders-empty>
              {t("common.noResults")}
            </p>
          ) : (
            <OrdersTable orders={list.items} />
          )}
          <AdminPager
            previous={filters.page > 1 ? page(filters.page - 1) : undefined}
            next={filters.page * ORDERS_PAGE_SIZE < list.total ? page(filters.page + 1) : undefined}
          />
        </>
      )}
    </AdminPage>
  );
}
