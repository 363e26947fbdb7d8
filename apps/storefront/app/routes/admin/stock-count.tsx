import { Link } from "react-router";
import { CountApply, CountFilters, CountTotals } from "../../components/admin/counts/count-controls";
import { CountLines } from "../../components/admin/counts/count-lines";
import { CountScanForm } from "../../components/admin/counts/count-scan-form";
import { CountFacts, CountStatus } from "../../components/admin/counts/count-summary";
import { AdminNotice, AdminPage, AdminPager } from "../../components/admin/page";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { useStoreName } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-count";
import { countAction, countLoader } from "./stock-count.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

/**
 * The camera is off on every page of the shop (docs/security.md) but this one, where "Scan with the camera" reads
 * barcodes (the same origin only).
 */
export const headers = () => ({
  "Permissions-Policy": "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
});

export const loader = (args: Route.LoaderArgs) => countLoader(args);

export const action = (args: Route.ActionArgs) => countAction(args);

/**
 * A stock count (issue 33), made for a phone at 360 px: scan or type a product and its units, save; the lines below
 * with expected, counted and the difference; apply (a manager's act) or cancel. Works without JavaScript.
 */
export default function StockCountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const storeName = useStoreName();
  const { count, filter, q, code, notice, formKey } = loaderData;
  const answer = actionData ?? null;
  const open = count.status === "open";
  const lineRefusal = answer?.product ? { product: answer.product, messages: answer.messages, quantity: answer.values.quantity } : null;
  const pageLink = (n: number) =>
    paths.admin(
      "stockCount",
      { countId: String(count.id) },
      { filter: filter === "all" ? undefined : filter, q: q || undefined, page: n > 1 ? n : undefined },
    );
  return (
    <AdminPage title={t("counts.number", { id: count.id })}>
      <StockTabs store={count.store.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{storeName(count.store)}</p>
        <CountStatus status={count.status} />
      </div>
      <CountFacts count={count} />
      <Link
        to={paths.admin("stockCounts", undefined, { store: count.store.id })}
        className="inline-block text-sm underline underline-offset-4"
      >
        {t("counts.back")}
      </Link>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      {open && (
        <section aria-labelledby="count-scan-title" className="space-y-3 rounded border border-neutral-300 bg-white p-3 sm:p-4">
          <h2 id="count-scan-title" className="text-xl font-semibold">
            {t("counts.scan.title")}
          </h2>
          <CountScanForm
            formKey={answer && !answer.product ? answer.nonce : formKey}
            state={{
              code,
              messages: answer && !answer.product ? answer.messages : [],
              field: answer && !answer.product ? answer.field : null,
              values: answer && !answer.product ? answer.values : null,
            }}
          />
        </section>
      )}
      <CountTotals totals={count.totals} />
      <section aria-labelledby="count-lines-title" className="space-y-3">
        <h2 id="count-lines-title" className="text-xl font-semibold">
          {t("counts.lines.title")}
        </h2>
        <p className="text-sm text-neutral-700">{t("counts.rule")}</p>
        <CountFilters countId={count.id} filter={filter} q={q} />
        <CountLines lines={count.lines} open={open} refusal={lineRefusal} />
        <AdminPager
          previous={count.page > 1 ? pageLink(count.page - 1) : undefined}
          next={count.hasMore ? pageLink(count.page + 1) : undefined}
        />
      </section>
      {open && <CountApply uncounted={count.totals.uncounted} />}
    </AdminPage>
  );
}
