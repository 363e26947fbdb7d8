// The orders list's filters: a GET form, so the filtered list has its own address (and works without JS).
import { DELIVERY_METHOD_CODES, ORDER_STATUS_CODES, PAYMENT_METHOD_CODES, type StaffOrderCities } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { buttonClasses, inputClasses, labelClasses } from "../page";
import type { OrderFilters as Filters } from "./query";

export function OrderFilters({ filters, cities }: { filters: Filters; cities: StaffOrderCities["cities"] }) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation();
  const paths = useShopPaths();
  return (
    <Form
      method="get"
      action={paths.admin("orders")}
      aria-label={t("orders.filters.label")}
      className="grid gap-3 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      data-admin-order-filters
    >
      <div>
        <label htmlFor="orders-city" className={labelClasses}>
          {t("common.city")}
        </label>
        <select id="orders-city" name="city" defaultValue={filters.city} className={inputClasses}>
          <option value="">{t("common.allCities")}</option>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-status" className={labelClasses}>
          {t("orders.filters.status")}
        </label>
        <select id="orders-status" name="status" defaultValue={filters.status} className={inputClasses}>
          <option value="">{t("orders.filters.anyStatus")}</option>
          {ORDER_STATUS_CODES.map((status) => (
            <option key={status} value={status}>
              {shop(`orders.status.${status}.label`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-payment" className={labelClasses}>
          {t("orders.filters.payment")}
        </label>
        <select id="orders-payment" name="payment" defaultValue={filters.payment} className={inputClasses}>
          <option value="">{t("orders.filters.anyPayment")}</option>
          {PAYMENT_METHOD_CODES.map((method) => (
            <option key={method} value={method}>
              {shop(`orders.payment.${method}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-delivery" className={labelClasses}>
          {t("orders.filters.delivery")}
        </label>
        <select id="orders-delivery" name="delivery" defaultValue={filters.delivery} className={inputClasses}>
          <option value="">{t("orders.filters.anyDelivery")}</option>
          {DELIVERY_METHOD_CODES.map((method) => (
            <option key={method} value={method}>
              {shop(`orders.delivery.${method}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-from" className={labelClasses}>
          {t("orders.filters.from")}
        </label>
        <input id="orders-from" name="from" type="date" defaultValue={filters.from} className={inputClasses} />
      </div>
      <div>
        <label htmlFor="orders-to" className={labelClasses}>
          {t("orders.filters.to")}
        </label>
        <input id="orders-to" name="to" type="date" defaultValue={filters.to} className={inputClasses} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="orders-q" className={labelClasses}>
          {t("orders.filters.search")}
        </label>
        <input
          id="orders-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q}
          aria-describedby="orders-q-hint"
          className={inputClasses}
          data-admin-order-search
        />
        <p id="orders-q-hint" className="mt-1 text-sm text-neutral-600">
          {t("orders.filters.searchHint")}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClasses}>
          {t("orders.filters.apply")}
        </button>
        <Link to={paths.admin("orders")} className="font-semibold underline underline-offset-4">
          {t("common.actions.reset")}
        </Link>
      </div>
    </Form>
  );
}
