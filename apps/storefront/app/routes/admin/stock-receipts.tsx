import { Form, Link } from "react-router";
import { AdminPage, AdminPager, buttonClasses, inputClasses, labelClasses } from "../../components/admin/page";
import { ReceiptImport } from "../../components/admin/receipts/receipt-import";
import { ReceiptList } from "../../components/admin/receipts/receipt-list";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-receipts";
import { receiptsAction, receiptsLoader } from "./stock-receipts.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => receiptsLoader(args);

export const action = (args: Route.ActionArgs) => receiptsAction(args);

/** A store's goods receipts (issue 33): a new one typed, a delivery's CSV imported (preview, then post), the list. */
export default function StockReceiptsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { stores, store, list, q } = loaderData;
  const page = (n: number) => paths.admin("stockReceipts", undefined, { store: store?.id, q: q || undefined, page: n > 1 ? n : undefined });
  return (
    <AdminPage
      title={t("receipts.title")}
      actions={
        store && (
          <Link to={paths.admin("newStockReceipt", undefined, { store: store.id })} className={buttonClasses} data-new-receipt>
            {t("receipts.new")}
          </Link>
        )
      }
    >
      <StorePicker stores={stores} store={store?.id ?? null} page="stockReceipts" />
      {store && list && (
        <>
          <StockTabs store={store.id} />
          <p className="max-w-3xl text-neutral-700">{t("receipts.lead")}</p>
          <ReceiptImport store={store.id} state={actionData ?? null} />
          <section aria-labelledby="receipts-title" className="space-y-3">
            <h2 id="receipts-title" className="text-xl font-semibold">
              {t("receipts.list.title")}
            </h2>
            <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
              <input type="hidden" name="store" value={store.id} />
              <div className="min-w-64">
                <label htmlFor="receipts-q" className={labelClasses}>
                  {t("receipts.list.search")}
                </label>
                <input id="receipts-q" name="q" type="search" defaultValue={q} maxLength={100} className={inputClasses} />
              </div>
              <button type="submit" className={buttonClasses}>
                {t("receipts.list.find")}
              </button>
            </Form>
            <ReceiptList items={list.items} />
            <AdminPager previous={list.page > 1 ? page(list.page - 1) : undefined} next={list.hasMore ? page(list.page + 1) : undefined} />
          </section>
        </>
      )}
    </AdminPage>
  );
}
