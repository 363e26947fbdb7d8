import { Form, Link } from "react-router";
import { AdminNotice, AdminPage, AdminPager, buttonClasses, inputClasses, labelClasses } from "../../components/admin/page";
import { SaleForm } from "../../components/admin/sales/sale-form";
import { SaleList } from "../../components/admin/sales/sale-list";
import { SalesImport } from "../../components/admin/sales/sales-import";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-sales";
import { salesAction, salesLoader } from "./stock-sales.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => salesLoader(args);

export const action = (args: Route.ActionArgs) => salesAction(args);

/** A store's counter sales (issue 33): one register receipt at a time, the register's day from its CSV, the list. */
export default function StockSalesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { stores, store, list, q, done, today, formKey } = loaderData;
  const answer = actionData ?? null;
  const here = paths.admin("stockSales", undefined, { store: store?.id });
  const page = (n: number) => paths.admin("stockSales", undefined, { store: store?.id, q: q || undefined, page: n > 1 ? n : undefined });
  return (
    <AdminPage title={t("sales.title")}>
      <StorePicker stores={stores} store={store?.id ?? null} page="stockSales" />
      {store && list && (
        <>
          <StockTabs store={store.id} />
          <p className="max-w-3xl text-neutral-700">{t("sales.lead")}</p>
          {done && (
            <AdminNotice>
              {t("sales.done", { id: done })}{" "}
              <Link to={paths.admin("stockSale", { saleId: String(done) })} className="font-semibold underline underline-offset-4">
                {t("sales.open", { id: done })}
              </Link>
            </AdminNotice>
          )}
          <SaleForm state={answer?.kind === "sale" ? answer : null} formKey={formKey} today={today} action={here} />
          <SalesImport store={store.id} state={answer && answer.kind !== "sale" ? answer : null} today={today} action={here} />
          <section aria-labelledby="sales-title" className="space-y-3">
            <h2 id="sales-title" className="text-xl font-semibold">
              {t("sales.list.title")}
            </h2>
            <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
              <input type="hidden" name="store" value={store.id} />
              <div className="min-w-64">
                <label htmlFor="sales-q" className={labelClasses}>
                  {t("sales.list.search")}
                </label>
                <input id="sales-q" name="q" type="search" defaultValue={q} maxLength={64} className={inputClasses} />
              </div>
              <button type="submit" className={buttonClasses}>
                {t("sales.list.find")}
              </button>
            </Form>
            <SaleList items={list.items} />
            <AdminPager previous={list.page > 1 ? page(list.page - 1) : undefined} next={list.hasMore ? page(list.page + 1) : undefined} />
          </section>
        </>
      )}
    </AdminPage>
  );
}
