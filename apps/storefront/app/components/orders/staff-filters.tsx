import { ORDER_STATUS_CODES } from "@shop/contracts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useRootData } from "../../lib/use-shop";
import { buttonClasses } from "../ui/button";

export interface StaffFilterValues {
  city: string;
  status: string;
  q: string;
}

const control = "mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2";

/** A GET form: city (the current one unless chosen), status and a search by order number, e-mail or phone. */
export function StaffFilters({ filters, allCities }: { filters: StaffFilterValues; allCities: string }) {
  const { t } = useTranslation();
  const cities = useRootData()?.cities ?? [];
  return (
    <Form
      method="get"
      key={`${filters.city}|${filters.status}|${filters.q}`}
      aria-label={t("orders.staff.filters")}
      className="mb-6 grid items-end gap-3 rounded-lg border border-neutral-300 bg-white p-4 sm:grid-cols-[1fr_1fr_2fr_auto]"
      data-staff-filters
    >
      <div>
        <label htmlFor="staff-city" className="block text-sm font-semibold">
          {t("orders.staff.city")}
        </label>
        <select id="staff-city" name="city" defaultValue={filters.city} className={control}>
          <option value={allCities}>{t("orders.staff.allCities")}</option>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="staff-status" className="block text-sm font-semibold">
          {t("orders.staff.status")}
        </label>
        <select id="staff-status" name="status" defaultValue={filters.status} className={control}>
          <option value="">{t("orders.staff.anyStatus")}</option>
          {ORDER_STATUS_CODES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.status.${status}.label`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="staff-q" className="block text-sm font-semibold">
          {t("orders.staff.search")}
        </label>
        <input id="staff-q" name="q" type="search" maxLength={100} defaultValue={filters.q} className={control} />
      </div>
      <button type="submit" className={buttonClasses({ variant: "fill-black", size: "normal" })}>
        {t("orders.staff.apply")}
      </button>
    </Form>
  );
}
