// The coupons' and the order funnel's reports as tables (issue 36). Coupons: each coupon's uses (orders not canceled),
// units, discount, those orders' revenue with and without VAT and their average, and all coupons together. The funnel:
// every stage with its orders, their revenue with VAT and its share of the orders placed; the refunds beneath.
import type { CouponsReport, FunnelReport } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { AdminTable } from "../page";
import { reportFormat } from "../reports/format";

const NUMBER = "text-right tabular-nums";

export function CouponsTable({ report }: { report: CouponsReport }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  if (report.rows.length === 0) return <p>{t("reportPages.coupons.none")}</p>;
  const figures = (row: CouponsReport["totals"]) => (
    <>
      <td className={NUMBER}>{format.count(row.uses)}</td>
      <td className={NUMBER}>{format.count(row.units)}</td>
      <td className={NUMBER}>{format.money(row.discount)}</td>
      <td className={NUMBER}>{format.money(row.gross)}</td>
      <td className={NUMBER}>{format.money(row.net)}</td>
      <td className={NUMBER}>{format.money(row.averageOrder)}</td>
    </>
  );
  return (
    <AdminTable label={t("reportPages.coupons.table")}>
      <thead>
        <tr>
          <th scope="col">{t("reportPages.coupons.coupon")}</th>
          <th scope="col" className={NUMBER}>
            {t("reportPages.coupons.uses")}
          </th>
          <th scope="col" className={NUMBER}>
            {t("reports.figures.units")}
          </th>
          <th scope="col" className={NUMBER}>
            {t("reports.figures.discount")}
          </th>
          <th scope="col" className={NUMBER}>
            {t("reports.figures.gross")}
          </th>
          <th scope="col" className={NUMBER}>
            {t("reports.figures.net")}
          </th>
          <th scope="col" className={NUMBER}>
            {t("reports.figures.averageOrder")}
          </th>
        </tr>
      </thead>
      <tbody data-report-table="coupons">
        {report.rows.map((row) => (
          <tr key={row.couponId} data-report-row={row.couponId}>
            <th scope="row" className="font-normal">
              {row.code}
            </th>
            {figures(row)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold" data-report-row="totals">
          <th scope="row">{t("reportPages.coupons.totals")}</th>
          {figures(report.totals)}
        </tr>
      </tfoot>
    </AdminTable>
  );
}

type Stage = { orders: number; gross: number };

export function FunnelTable({ report }: { report: FunnelReport }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  const { byReason } = report.canceled;
  type StageName = keyof FunnelReport["canceled"]["byReason"] | "placed" | "paid" | "completed" | "open" | "canceled";
  const stages: Array<[StageName, Stage, boolean]> = [
    ["placed", report.placed, false],
    ["paid", report.paid, false],
    ["completed", report.completed, false],
    ["open", report.open, false],
    ["canceled", report.canceled, false],
    ["expired", byReason.expired, true],
    ["uncollected", byReason.uncollected, true],
    ["customer", byReason.customer, true],
    ["staff", byReason.staff, true],
  ];
  return (
    <>
      <AdminTable label={t("reportPages.funnel.table")}>
        <thead>
          <tr>
            <th scope="col">{t("reportPages.funnel.stage")}</th>
            <th scope="col" className={NUMBER}>
              {t("reports.figures.orders")}
            </th>
            <th scope="col" className={NUMBER}>
              {t("reportPages.funnel.ofPlaced")}
            </th>
            <th scope="col" className={NUMBER}>
              {t("reports.figures.gross")}
            </th>
          </tr>
        </thead>
        <tbody data-report-table="funnel">
          {stages.map(([stage, figures, reason]) => (
            <tr key={stage} data-report-row={stage}>
              <th scope="row" className={reason ? "ps-8 font-normal" : "font-semibold"}>
                {t(`reportPages.funnel.stages.${stage}`)}
              </th>
              <td className={NUMBER}>{format.count(figures.orders)}</td>
              <td className={NUMBER}>{report.placed.orders ? format.share(figures.orders / report.placed.orders) : "—"}</td>
              <td className={NUMBER}>{format.money(figures.gross)}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <p className="text-sm text-neutral-700">{t("reportPages.funnel.note")}</p>
      <section aria-labelledby="report-refunds" className="space-y-2">
        <h2 id="report-refunds" className="text-xl font-semibold">
          {t("reportPages.funnel.refunds")}
        </h2>
        <p data-report-refunds={report.refunds.count}>
          {t("reportPages.funnel.refundsSummary", { count: report.refunds.count, amount: format.money(report.refunds.amount) })}
        </p>
      </section>
    </>
  );
}
