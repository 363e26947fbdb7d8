import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { FormAlert, FormNotice } from "../../../components/forms/fields";
import { StaffFilters } from "../../../components/orders/staff-filters";
import { StaffOrderCard } from "../../../components/orders/staff-order-card";
import { ALL_CITIES, type StaffFilters as Filters, STAFF_PAGE_SIZE } from "../../../components/orders/staff-query";
import { seoMeta } from "../../../lib/seo";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/staff-orders";
import { staffOrdersAction, staffOrdersLoader } from "./staff-orders.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => staffOrdersLoader(args);

export const action = (args: Route.ActionArgs) => staffOrdersAction(args);

/** The list's address with the same filters on another page. */
function pageQuery(filters: Filters, page: number): Record<string, string | undefined> {
  return { city: filters.city, status: filters.status || undefined, q: filters.q || undefined, page: page > 1 ? String(page) : undefined };
}

/** Staff only (others get 404): orders by city and status, moved through their statuses until the back office exists. */
export default function StaffOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const { page, filters, list, moved } = loaderData;
  const hasNext = list.items.length > 0 && filters.page * STAFF_PAGE_SIZE < list.total;
  return (
    <CabinetFrame page={page}>
      <p className="mb-6 text-neutral-700">{t("orders.staff.lead")}</p>
      {moved && <FormNotice>{t("orders.staff.moved", { id: moved.id, status: t(`orders.status.${moved.to}.label`) })}</FormNotice>}
      <StaffFilters filters={filters} allCities={ALL_CITIES} />
      {actionData && !list.items.some((order) => order.id === actionData.orderId) && <FormAlert errors={[actionData.message]} />}
      <p className="mb-3 text-sm font-semibold" role="status" data-staff-total>
        {t("orders.staff.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-6" data-staff-orders-empty>
          {t("orders.staff.empty")}
        </p>
      ) : (
        <ul className="space-y-4" data-staff-orders>
          {list.items.map((order) => (
            <StaffOrderCard
              key={order.id}
              order={order}
              error={actionData && actionData.orderId === order.id ? actionData.message : undefined}
            />
          ))}
        </ul>
      )}
      {(filters.page > 1 || hasNext) && (
        <nav aria-label={t("orders.staff.pages")} className="mt-6 flex justify-between gap-4">
          {filters.page > 1 ? (
            <Link
              to={paths.city("cabinetStaffOrders", undefined, pageQuery(filters, filters.page - 1))}
              className="font-semibold underline underline-offset-4"
            >
              {t("orders.staff.previous")}
            </Link>
          ) : (
            <span />
          )}
          {hasNext && (
            <Link
              to={paths.city("cabinetStaffOrders", undefined, pageQuery(filters, filters.page + 1))}
              className="font-semibold underline underline-offset-4"
            >
              {t("orders.staff.next")}
            </Link>
          )}
        </nav>
      )}
    </CabinetFrame>
  );
}
