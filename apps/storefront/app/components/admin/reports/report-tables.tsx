// The reports' tables (issue 36): the text alternative of the charts, with every figure. Sales over time: a row per
// bucket of the period (zero when nothing sold) and the previous period's figure of the measure drawn beside it; by
// dimension: a row per city, store, product… with its share of the revenue.
import type { BreakdownReport, SalesFiguresView } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { AdminTable } from "../page";
import { useBreakdownLabel } from "./breakdown-labels";
import { reportFormat } from "./format";
import type { ReportBucket, ReportMeasure } from "./query";
import type { SeriesRow } from "./series";

const NUMBER = "text-right tabular-nums";

function FigureHeads() {
  const { t } = useTranslation("admin");
  return (
    <>
      <th scope="col" className={NUMBER}>
        {t("reports.figures.orders")}
      </th>
      <th scope="col" className={NUMBER}>
        {t("reports.figures.units")}
      </th>
      <th scope="col" className={NUMBER}>
        {t("reports.figures.gross")}
      </th>
      <th scope="col" className={NUMBER}>
        {t("reports.figures.net")}
      </th>
      <th scope="col" className={NUMBER}>
        {t("reports.figures.discount")}
      </th>
      <th scope="col" className={NUMBER}>
        {t("reports.figures.averageOrder")}
      </th>
    </>
  );
}

function FigureCells({ figures }: { figures: SalesFiguresView }) {
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  return (
    <>
      <td className={NUMBER}>{format.count(figures.orders)}</td>
      <td className={NUMBER}>{format.count(figures.units)}</td>
      <td className={NUMBER}>{format.money(figures.gross)}</td>
      <td className={NUMBER}>{format.money(figures.net)}</td>
      <td className={NUMBER}>{format.money(figures.discount)}</td>
      <td className={NUMBER}>{format.money(figures.averageOrder)}</td>
    </>
  );
}

export function SalesTable({ rows, bucket, measure }: { rows: readonly SeriesRow[]; bucket: ReportBucket; measure: ReportMeasure }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  return (
    <AdminTable label={t("reports.table.sales")}>
      <thead>
        <tr>
          <th scope="col">{t(`reports.buckets.${bucket}`)}</th>
          <FigureHeads />
          <th scope="col" className={NUMBER}>
            {t("reports.table.previous", { measure: t(`reports.measures.${measure}`) })}
          </th>
        </tr>
      </thead>
      <tbody data-report-table="sales">
        {rows.map((row) => (
          <tr key={row.period} data-report-row={row.period}>
            <th scope="row" className="font-normal whitespace-nowrap">
              {format.bucket(row.period, bucket)}
            </th>
            <FigureCells figures={row.figures} />
            <td className={NUMBER}>
              {row.previous && row.previousPeriod
                ? t("reports.table.previousValue", {
                    period: format.bucketShort(row.previousPeriod, bucket),
                    value: format.value(measure, row.previous[measure]),
                  })
                : "—"}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

export function BreakdownTable({ report }: { report: Pick<BreakdownReport, "by" | "rows"> }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  const labelOf = useBreakdownLabel(report.by);
  return (
    <AdminTable label={t("reports.table.breakdown", { dimension: t(`reports.dimensions.${report.by}`) })}>
      <thead>
        <tr>
          <th scope="col">{t(`reports.dimensions.${report.by}`)}</th>
          <FigureHeads />
          <th scope="col" className={NUMBER}>
            {t("reports.figures.share")}
          </th>
        </tr>
      </thead>
      <tbody data-report-table="breakdown">
        {report.rows.map((row) => (
          <tr key={row.key} data-report-row={row.key}>
            <th scope="row" className="font-normal">
              {labelOf(row)}
            </th>
            <FigureCells figures={row} />
            <td className={NUMBER}>{format.share(row.share)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
