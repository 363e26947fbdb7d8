import { TRANSFER_STATUSES } from "@shop/contracts";
import { Form, Link } from "react-router";
import { AdminPage, AdminPager, buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../../components/admin/page";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker } from "../../components/admin/stock/store-picker";
import { TransferList } from "../../components/admin/transfers/transfer-list";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-transfers";
import { transfersLoader } from "./stock-transfers.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => transfersLoader(args);

/** A store's transfers (issue 33): in transit either way, open discrepancies, the list with its filters. */
export default function StockTransfersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { stores, store, list, filter } = loaderData;
  const here = (query: Record<string, string | number | undefined>) =>
    paths.admin("stockTransfers", undefined, { store: store?.id, ...filter, ...query });
  const amounts = (figures: { transfers: number; units: number }) => ({
    transfers: t("transfers.amounts.transfers", { count: figures.transfers }),
    units: t("transfers.amounts.units", { count: figures.units }),
  });
  return (
    <AdminPage
      title={t("transfers.title")}
      actions={
        store && (
          <Link to={paths.admin("newStockTransfer", undefined, { store: store.id })} className={`${buttonClasses} inline-block`}>
            {t("transfers.newTransfer")}
          </Link>
        )
      }
    >
      <StorePicker stores={stores} store={store?.id ?? null} page="stockTransfers" />
      {store && list && (
        <>
          <StockTabs store={store.id} />
          <p className="max-w-3xl text-neutral-700">{t("transfers.lead")}</p>
          <section aria-labelledby="in-transit-title" className="space-y-2 rounded border border-neutral-300 bg-white p-4" data-in-transit>
            <h2 id="in-transit-title" className="text-lg font-semibold">
              {t("transfers.inTransit.title")}
            </h2>
            {list.inTransit.outgoing.transfers + list.inTransit.incoming.transfers === 0 ? (
              <p>{t("transfers.inTransit.none")}</p>
            ) : (
              <ul className="space-y-1">
                {list.inTransit.outgoing.transfers > 0 && (
                  <li>
                    {t("transfers.inTransit.outgoing", amounts(list.inTransit.outgoing))}{" "}
                    <Link to={here({ direction: "out", status: "shipped", discrepancy: undefined, page: undefined })} className="underline">
                      {t("transfers.inTransit.show")}
                    </Link>
                  </li>
                )}
                {list.inTransit.incoming.transfers > 0 && (
                  <li>
                    {t("transfers.inTransit.incoming", amounts(list.inTransit.incoming))}{" "}
                    <Link to={here({ direction: "in", status: "shipped", discrepancy: undefined, page: undefined })} className="underline">
                      {t("transfers.inTransit.show")}
                    </Link>
                  </li>
                )}
              </ul>
            )}
          </section>
          {list.openDiscrepancies > 0 && (
            <p role="status" className="rounded border border-amber-400 bg-amber-50 p-3" data-open-discrepancies>
              {t("transfers.amounts.open", { count: list.openDiscrepancies })}{" "}
              <Link to={here({ direction: undefined, status: undefined, discrepancy: "open", page: undefined })} className="underline">
                {t("transfers.inTransit.show")}
              </Link>
            </p>
          )}
          <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("transfers.filters.legend")}>
            <input type="hidden" name="store" value={store.id} />
            <div>
              <label htmlFor="transfer-direction" className={labelClasses}>
                {t("transfers.filters.direction")}
              </label>
              <select id="transfer-direction" name="direction" defaultValue={filter.direction ?? ""} className={inputClasses}>
                <option value="">{t("transfers.filters.both")}</option>
                <option value="out">{t("transfers.filters.out")}</option>
                <option value="in">{t("transfers.filters.in")}</option>
              </select>
            </div>
            <div>
              <label htmlFor="transfer-status" className={labelClasses}>
                {t("transfers.filters.status")}
              </label>
              <select id="transfer-status" name="status" defaultValue={filter.status ?? ""} className={inputClasses}>
                <option value="">{t("transfers.filters.anyStatus")}</option>
                {TRANSFER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`transfers.status.${status}`)}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="discrepancy" value="open" defaultChecked={filter.discrepancy === "open"} className="h-5 w-5" />
              {t("transfers.filters.openOnly")}
            </label>
            <button type="submit" className={buttonClasses}>
              {t("transfers.filters.apply")}
            </button>
            <Link to={paths.admin("stockTransfers", undefined, { store: store.id })} className={`${secondaryButtonClasses} inline-block`}>
              {t("transfers.filters.reset")}
            </Link>
          </Form>
          <TransferList items={list.items} store={store.id} />
          <AdminPager
            previous={list.page > 1 ? here({ page: list.page - 1 }) : undefined}
            next={list.hasMore ? here({ page: list.page + 1 }) : undefined}
          />
        </>
      )}
    </AdminPage>
  );
}
