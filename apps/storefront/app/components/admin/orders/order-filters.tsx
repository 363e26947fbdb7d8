// The orders list's filters (the generic list filters, ../list-filters.tsx): city, status, payment, delivery,
// the days placed and a search.
import { DELIVERY_METHOD_CODES, ORDER_STATUS_CODES, PAYMENT_METHOD_CODES, type StaffOrderCities } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { ListFilters, selectFilter } from "../list-filters";
import type { OrderFilters as Filters } from "./query";

export function OrderFilters({ filters, cities }: { filters: Filters; cities: StaffOrderCities["cities"] }) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation();
  return (
    <ListFilters
      page="orders"
      values={filters}
      submit={t("orders.filters.apply")}
      actionsCell="sm:col-span-2 lg:col-span-4"
      plainReset
      fields={[
        {
          name: "city",
          kind: "select",
          label: t("common.city"),
          any: t("common.allCities"),
          options: cities.map((city) => ({ value: city.slug, label: city.name })),
        },
        selectFilter("status", t("orders.filters.status"), t("orders.filters.anyStatus"), ORDER_STATUS_CODES, (status) =>
          shop(`orders.status.${status}.label`),
        ),
        selectFilter("payment", t("orders.filters.payment"), t("orders.filters.anyPayment"), PAYMENT_METHOD_CODES, (method) =>
          shop(`orders.payment.${method}`),
        ),
        selectFilter("delivery", t("orders.filters.delivery"), t("orders.filters.anyDelivery"), DELIVERY_METHOD_CODES, (method) =>
          shop(`orders.delivery.${method}`),
        ),
        { name: "from", kind: "date", label: t("orders.filters.from") },
        { name: "to", kind: "date", label: t("orders.filters.to") },
        {
          name: "q",
          kind: "search",
          label: t("orders.filters.search"),
          maxLength: 100,
          hint: t("orders.filters.searchHint"),
          cell: "sm:col-span-2",
        },
      ]}
    />
  );
}
