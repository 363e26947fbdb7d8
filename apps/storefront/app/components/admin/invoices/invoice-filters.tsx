// The invoices list's filters (the generic list filters, ../list-filters.tsx): month, city, KSeF status, kind and the
// customer. A GET form: the address is the filters' state, and it works without JavaScript.
import { INVOICE_KIND_CODES, KSEF_STATUS_CODES, type StaffOrderCities } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { dateFormat } from "../../../lib/intl";
import { useTranslation } from "../../../lib/texts";
import { ListFilters, selectFilter } from "../list-filters";
import type { InvoiceFilters as Filters } from "./query";

const INTL: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };

/** "November 2026", "listopad 2026": a YYYY-MM month in the page's language. */
export const monthName = (month: string, lang: Locale) =>
  dateFormat(INTL[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T12:00:00Z`));

export function InvoiceFilters({ filters, cities }: { filters: Filters; cities: StaffOrderCities["cities"] }) {
  const { t } = useTranslation("admin");
  return (
    <ListFilters
      page="invoices"
      values={filters}
      submit={t("invoices.filters.apply")}
      actionsCell="sm:col-span-2 lg:col-span-4"
      plainReset
      fields={[
        { name: "month", kind: "month", label: t("invoices.filters.month"), placeholder: "YYYY-MM" },
        {
          name: "city",
          kind: "select",
          label: t("common.city"),
          any: t("common.allCities"),
          options: cities.map((city) => ({ value: city.slug, label: city.name })),
        },
        selectFilter("status", t("invoices.filters.status"), t("invoices.filters.anyStatus"), KSEF_STATUS_CODES, (status) =>
          t(`invoices.status.${status}`),
        ),
        selectFilter("kind", t("invoices.filters.kind"), t("invoices.filters.anyKind"), INVOICE_KIND_CODES, (kind) =>
          t(`invoices.kind.${kind}`),
        ),
        {
          name: "q",
          kind: "search",
          label: t("invoices.filters.search"),
          maxLength: 100,
          hint: t("invoices.filters.searchHint"),
          cell: "sm:col-span-2",
        },
      ]}
    />
  );
}
