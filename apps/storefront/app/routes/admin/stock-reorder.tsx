import { AdminNotice, AdminPage, AdminPager } from "../../components/admin/page";
import { ReorderDue } from "../../components/admin/stock/reorder-due";
import { AddReorderRule, ReorderRulesList } from "../../components/admin/stock/reorder-rules";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-reorder";
import { reorderAction, reorderCsvMiddleware, reorderLoader } from "./stock-reorder.server";

/** `?format=csv` is the to-reorder list as CSV, answered by its middleware before any loader runs. */
export const middleware = [reorderCsvMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => reorderLoader(args);

export const action = (args: Route.ActionArgs) => reorderAction(args);

/** A store's reorder points (issue 33): what is below its minimum first, then its rules, then a form adding one. */
export default function StockReorderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { stores, store, due, rules, notice } = loaderData;
  const answer = actionData ?? null;
  const page = (n: number) => paths.admin("stockReorder", undefined, { store: store?.id, page: n > 1 ? n : undefined });
  return (
    <AdminPage title={t("reorder.title")}>
      <StorePicker stores={stores} store={store?.id ?? null} page="stockReorder" />
      {store && due && rules && (
        <>
          <StockTabs store={store.id} />
          <p className="max-w-3xl text-neutral-700">{t("reorder.lead")}</p>
          {notice && <AdminNotice>{notice}</AdminNotice>}
          <ReorderDue due={due} csvHref={paths.admin("stockReorder", undefined, { store: store.id, format: "csv" })} />
          <ReorderRulesList rules={rules} answer={answer} />
          <AdminPager
            previous={rules.page > 1 ? page(rules.page - 1) : undefined}
            next={rules.hasMore ? page(rules.page + 1) : undefined}
          />
          <AddReorderRule answer={answer} />
        </>
      )}
    </AdminPage>
  );
}
