import { WRITE_OFF_REASONS } from "@shop/contracts";
import { Form } from "react-router";
import { AdminAlert, AdminNotice, AdminPage, AdminPager, buttonClasses, inputClasses, labelClasses } from "../../components/admin/page";
import { AdjustmentList } from "../../components/admin/stock/adjustment-list";
import { emptyRows, NEW_ROWS } from "../../components/admin/stock/lines-form";
import { StockLinesInput } from "../../components/admin/stock/stock-lines-input";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker, useStoreName } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-adjustments";
import { adjustmentsAction, adjustmentsLoader } from "./stock-adjustments.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => adjustmentsLoader(args);

export const action = (args: Route.ActionArgs) => adjustmentsAction(args);

/** A store's write-offs (issue 33): the form that writes units off with a reason, and the documents so far. */
export default function StockAdjustmentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const storeName = useStoreName();
  const { stores, store, list, notice, formKey } = loaderData;
  const answer = actionData ?? null;
  const page = (n: number) => paths.admin("stockAdjustments", undefined, { store: store?.id, page: n > 1 ? n : undefined });
  return (
    <AdminPage title={t("stock.adjustments.title")}>
      <StorePicker stores={stores} store={store?.id ?? null} page="stockAdjustments" />
      {store && list && (
        <>
          <StockTabs store={store.id} />
          <p className="max-w-3xl text-neutral-700">{t("stock.adjustments.lead")}</p>
          {notice && <AdminNotice>{notice}</AdminNotice>}
          <section aria-labelledby="write-off-title" className="space-y-4 rounded border border-neutral-300 bg-white p-4">
            <h2 id="write-off-title" className="text-xl font-semibold">
              {t("stock.adjustments.formTitle")}: {storeName(store)}
            </h2>
            {answer && <AdminAlert messages={answer.messages} />}
            {/* A new key after each write-off (the page loads again); kept while the same form is corrected. */}
            <Form method="post" className="space-y-4" data-write-off-form key={answer?.nonce ?? formKey}>
              <input type="hidden" name="key" value={answer?.values.key ?? formKey} />
              <div className="grid gap-4 md:grid-cols-2">
                <div>
                  <label htmlFor="write-off-reason" className={labelClasses}>
                    {t("stock.adjustments.reason")}
                  </label>
                  <select id="write-off-reason" name="reason" defaultValue={answer?.values.reason ?? ""} required className={inputClasses}>
                    <option value="" disabled>
                      {t("stock.adjustments.reason")}
                    </option>
                    {WRITE_OFF_REASONS.map((reason) => (
                      <option key={reason} value={reason}>
                        {t(`stock.reasons.${reason}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="write-off-note" className={labelClasses}>
                    {t("stock.adjustments.note")}
                  </label>
                  <input
                    id="write-off-note"
                    name="note"
                    maxLength={500}
                    defaultValue={answer?.values.note ?? ""}
                    placeholder={t("stock.adjustments.noteHint")}
                    className={inputClasses}
                  />
                </div>
              </div>
              <StockLinesInput
                rows={answer?.rows ?? emptyRows(NEW_ROWS)}
                rowErrors={answer?.rowErrors ?? {}}
                query={answer?.query ?? ""}
                found={answer?.found ?? null}
              />
              <button type="submit" name="intent" value="write-off" className={buttonClasses}>
                {t("stock.adjustments.submit")}
              </button>
            </Form>
          </section>
          <section aria-labelledby="adjustments-title" className="space-y-3">
            <h2 id="adjustments-title" className="text-xl font-semibold">
              {t("stock.adjustments.listTitle")}
            </h2>
            <AdjustmentList items={list.items} />
            <AdminPager previous={list.page > 1 ? page(list.page - 1) : undefined} next={list.hasMore ? page(list.page + 1) : undefined} />
          </section>
        </>
      )}
    </AdminPage>
  );
}
