import { InvoiceFilters, monthName } from "../../components/admin/invoices/invoice-filters";
import { InvoicesTable } from "../../components/admin/invoices/invoices-table";
import { filtersQuery } from "../../components/admin/invoices/query";
import { AdminAlert, AdminPage, AdminPager } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/invoices";
import { invoicesCsvMiddleware, invoicesLoader } from "./invoices.server";

/** `?format=csv` is the month's CSV, answered by its middleware before any loader runs. */
export const middleware = [invoicesCsvMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => invoicesLoader(args);

/** The month's invoices and corrections (issue 34): filters, KSeF states, the accountant's CSV. */
export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { cities, filters, list, messages } = loaderData;
  const page = (n: number) => paths.admin("invoices", undefined, filtersQuery(filters, n));
  return (
    <AdminPage title={t("common.nav.invoices")}>
      <p className="max-w-3xl text-neutral-700">{t("invoices.lead")}</p>
      <InvoiceFilters filters={filters} cities={cities} />
      <AdminAlert messages={messages} />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold" data-admin-invoices-month={filters.month}>
          {t("invoices.monthHeading", { month: monthName(filters.month, paths.lang) })}
        </h2>
        {/* A plain link: the page's middleware answers it with the file. */}
        <a
          href={paths.admin("invoices", undefined, { month: filters.month, city: filters.city || undefined, format: "csv" })}
          title={t("invoices.csvHint")}
          className="font-semibold underline underline-offset-4"
          data-admin-invoices-csv
        >
          {t("invoices.csv")}
        </a>
      </div>
      <p role="status" className="font-semibold" data-admin-invoices-total>
        {t("common.results.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4" data-admin-invoices-empty>
          {t("common.noResults")}
        </p>
      ) : (
        <InvoicesTable invoices={list.items} />
      )}
      <AdminPager
        previous={filters.page > 1 ? page(filters.page - 1) : undefined}
        next={filters.page * list.pageSize < list.total ? page(filters.page + 1) : undefined}
      />
    </AdminPage>
  );
}
