// The coupons' and the order funnel's reports as tables (issue 36). Coupons: each coupon's uses (orders not canceled),
// units, discount, those orders' revenue with and without VAT and their average, and all coupons together. The funnel:
// every stage with its orders, their revenue with VAT and its share of the orders placed; the refunds beneath.
import type { CouponsReport, FunnelReport } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { AdminTable } from "../page";
import { reportFormat } from "../reports/format";
import { HeadRow, Num, num } from "../reports/table-parts";

export function CouponsTable({ report }: { report: CouponsReport }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  if (report.rows.length === 0) return <p>{t("reportPages.coupons.none")}</p>;
  const figures = (row: CouponsReport["totals"]) => (
    <>
      <Num>{format.count(row.uses)}</Num>
      <Num>{format.count(row.units)}</Num>
      <Num>{format.money(row.discount)}</Num>
      <Num>{format.money(row.gross)}</Num>
      <Num>{format.money(row.net)}</Num>
      <Num>{format.money(row.averageOrder)}</Num>
    </>
  );
  return (
    <AdminTable label={t("reportPages.coupons.table")}>
      <thead>
        <HeadRow
          columns={[
            t("reportPages.coupons.coupon"),
            num(t("reportPages.coupons.uses")),
            ...(["units", "discount", "gross", "net", "averageOrder"] as const).map((figure) => num(t(`reports.figures.${figure}`))),
          ]}
        />
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
          <HeadRow
            columns={[
              t("reportPages.funnel.stage"),
              num(t("reports.figures.orders")),
              num(t("reportPages.funnel.ofPlaced")),
              num(t("reports.figures.gross")),
            ]}
          />
        </thead>
        <tbody data-report-table="funnel">
          {stages.map(([stage, figures, reason]) => (
            <tr key={stage} data-report-row={stage}>
              <th scope="row" className={reason ? "ps-8 font-normal" : "font-semibold"}>
                {t(`reportPages.funnel.stages.${stage}`)}
              </th>
              <Num>{format.count(figures.orders)}</Num>
              <Num>{report.placed.orders ? format.share(figures.orders / report.placed.orders) : "—"}</Num>
              <Num>{format.money(figures.gross)}</Num>
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
