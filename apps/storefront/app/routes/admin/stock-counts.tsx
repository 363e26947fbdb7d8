import { Form, Link } from "react-router";
import { CountFacts, CountStatus } from "../../components/admin/counts/count-summary";
import { AdminAlert, AdminNotice, AdminPage, AdminPager, buttonClasses, inputClasses, labelClasses } from "../../components/admin/page";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker, useStoreName } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-counts";
import { countsAction, countsLoader } from "./stock-counts.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => countsLoader(args);

export const action = (args: Route.ActionArgs) => countsAction(args);

/** A store's stock counts (issue 33): the open one to continue, the form that starts one, and the counts so far. */
export default function StockCountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const storeName = useStoreName();
  const { stores, store, list, notice } = loaderData;
  const answer = actionData ?? null;
  const countLink = (id: number) => paths.admin("stockCount", { countId: String(id) });
  const page = (n: number) => paths.admin("stockCounts", undefined, { store: store?.id, page: n > 1 ? n : undefined });
  return (
    <AdminPage title={t("counts.title")}>
      <StorePicker stores={stores} store={store?.id ?? null} page="stockCounts" />
      {store && list && (
        <>
          <StockTabs store={store.id} />
          <p className="max-w-3xl text-neutral-700">{t("counts.lead")}</p>
          <p className="max-w-3xl text-neutral-700">{t("counts.rule")}</p>
          {notice && <AdminNotice>{notice}</AdminNotice>}
          {list.open !== null ? (
            <p className="flex flex-wrap items-center gap-3 rounded border border-amber-700 bg-amber-50 p-4" data-open-count={list.open}>
              <span>{t("counts.openCount", { id: list.open })}</span>
              <Link to={countLink(list.open)} className={buttonClasses}>
                {t("counts.continue")}
              </Link>
            </p>
          ) : (
            <section aria-labelledby="start-count-title" className="space-y-4 rounded border border-neutral-300 bg-white p-4">
              <h2 id="start-count-title" className="text-xl font-semibold">
                {t("counts.start.title")}: {storeName(store)}
              </h2>
              {answer && <AdminAlert messages={answer.messages} />}
              {answer?.open && (
                <Link to={countLink(answer.open)} className="font-semibold underline underline-offset-4">
                  {t("counts.continue")}
                </Link>
              )}
              <Form method="post" className="grid gap-4 md:grid-cols-2" data-start-count-form>
                <div>
                  <label htmlFor="count-category" className={labelClasses}>
                    {t("counts.start.scope")}
                  </label>
                  <select id="count-category" name="category" defaultValue={answer?.values.category ?? ""} className={inputClasses}>
                    <option value="">{t("counts.start.all")}</option>
                    {list.categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {`${"\u2003".repeat(category.depth)}${category.name}`}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="count-note" className={labelClasses}>
                    {t("counts.start.note")}
                  </label>
                  <input
                    id="count-note"
                    name="note"
                    maxLength={500}
                    defaultValue={answer?.values.note ?? ""}
                    placeholder={t("counts.start.noteHint")}
                    className={inputClasses}
                  />
                </div>
                <div>
                  <button type="submit" className={buttonClasses}>
                    {t("counts.start.submit")}
                  </button>
                </div>
              </Form>
            </section>
          )}
          <section aria-labelledby="counts-title" className="space-y-3">
            <h2 id="counts-title" className="text-xl font-semibold">
              {t("counts.listTitle")}
            </h2>
            {list.items.length === 0 ? (
              <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("counts.empty")}</p>
            ) : (
              <ol className="grid gap-3 md:grid-cols-2" data-stock-counts>
                {list.items.map((count) => (
                  <li key={count.id} className="space-y-2 rounded border border-neutral-300 bg-white p-4" data-stock-count={count.id}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Link to={countLink(count.id)} className="text-lg font-semibold underline underline-offset-4">
                        {t("counts.number", { id: count.id })}
                      </Link>
                      <CountStatus status={count.status} />
                    </div>
                    <CountFacts count={count} />
                  </li>
                ))}
              </ol>
            )}
            <AdminPager previous={list.page > 1 ? page(list.page - 1) : undefined} next={list.hasMore ? page(list.page + 1) : undefined} />
          </section>
        </>
      )}
    </AdminPage>
  );
}
