// The reports' tables (issue 36): the text alternative of the charts, with every figure. Sales over time: a row per
// bucket of the period (zero when nothing sold) and the previous period's figure of the measure drawn beside it; by
// dimension: a row per city, store, product… with its share of the revenue.
import type { BreakdownReport, SalesFiguresView } from "@shop/contracts";
import { type AdminKey, type TFunction, useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { AdminTable } from "../page";
import { useBreakdownLabel } from "./breakdown-labels";
import { reportFormat } from "./format";
import type { ReportBucket, ReportMeasure } from "./query";
import type { SeriesRow } from "./series";
import { HeadRow, Num, num } from "./table-parts";

/** The figures' columns of both tables. */
function figureColumns(t: TFunction<AdminKey>) {
  return (["orders", "units", "gross", "net", "discount", "averageOrder"] as const).map((figure) => num(t(`reports.figures.${figure}`)));
}

function FigureCells({ figures }: { figures: SalesFiguresView }) {
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  return (
    <>
      <Num>{format.count(figures.orders)}</Num>
      <Num>{format.count(figures.units)}</Num>
      <Num>{format.money(figures.gross)}</Num>
      <Num>{format.money(figures.net)}</Num>
      <Num>{format.money(figures.discount)}</Num>
      <Num>{format.money(figures.averageOrder)}</Num>
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
        <HeadRow
          columns={[
            t(`reports.buckets.${bucket}`),
            ...figureColumns(t),
            num(t("reports.table.previous", { measure: t(`reports.measures.${measure}`) })),
          ]}
        />
      </thead>
      <tbody data-report-table="sales">
        {rows.map((row) => (
          <tr key={row.period} data-report-row={row.period}>
            <th scope="row" className="font-normal whitespace-nowrap">
              {format.bucket(row.period, bucket)}
            </th>
            <FigureCells figures={row.figures} />
            <Num>
              {row.previous && row.previousPeriod
                ? t("reports.table.previousValue", {
                    period: format.bucketShort(row.previousPeriod, bucket),
                    value: format.value(measure, row.previous[measure]),
                  })
                : "—"}
            </Num>
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
        <HeadRow columns={[t(`reports.dimensions.${report.by}`), ...figureColumns(t), num(t("reports.figures.share"))]} />
      </thead>
      <tbody data-report-table="breakdown">
        {report.rows.map((row) => (
          <tr key={row.key} data-report-row={row.key}>
            <th scope="row" className="font-normal">
              {labelOf(row)}
            </th>
            <FigureCells figures={row} />
            <Num>{format.share(row.share)}</Num>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
