import { Link } from "react-router";
import { AdminPage } from "../../components/admin/page";
import { STOCK_TABS, StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock";
import { stockLoader } from "./stock.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => stockLoader(args);

/** The stock section's start: choose a store, then one of its documents (issue 33). */
export default function StockPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { stores, store } = loaderData;
  return (
    <AdminPage title={t("stock.title")}>
      <p className="max-w-3xl text-neutral-700">{t("stock.lead")}</p>
      <StorePicker stores={stores} store={store?.id ?? null} page="stock" />
      {store && (
        <>
          <StockTabs store={store.id} />
          <ul className="grid gap-3 md:grid-cols-2" data-stock-hub>
            {STOCK_TABS.map((tab) => (
              <li key={tab.page} className="rounded border border-neutral-300 bg-white p-4">
                <Link
                  to={paths.admin(tab.page, undefined, { store: store.id })}
                  className="text-lg font-semibold underline underline-offset-4"
                >
                  {t(`stock.tabs.${tab.key}`)}
                </Link>
                <p className="mt-1 text-neutral-700">{t(`stock.hub.${tab.key}`)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
