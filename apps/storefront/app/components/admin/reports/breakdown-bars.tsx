// Sales by one dimension as horizontal bars (issue 36), drawn as SVG on the server: the largest rows by revenue with
// VAT, each named above its bar, its revenue and share of the period's revenue written after it (the figures never
// hide in the bar's length alone). One image to assistive technology, with a title and a summary; the table beneath
// lists every row.
import type { BreakdownReport } from "@shop/contracts";
import { useId } from "react";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { useBreakdownLabel } from "./breakdown-labels";
import { reportFormat } from "./format";
import { CURRENT_COLOUR } from "./sales-chart";

/** The chart shows at most this many rows (the largest); the table has them all. */
export const MAX_BARS = 15;
const WIDTH = 720;
const ROW = 46;
const BAR = 18;
/** Room after the longest bar for its figures. */
const FIGURES_ROOM = 230;
const MAX_LABEL = 90;

const shortened = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

export function BreakdownBars({ report }: { report: Pick<BreakdownReport, "by" | "rows"> }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const id = useId();
  const format = reportFormat(lang);
  const labelOf = useBreakdownLabel(report.by);
  if (report.rows.length === 0) {
    return (
      <p className="rounded border border-dashed border-neutral-400 bg-white p-6" data-report-empty>
        {t("reports.noSales")}
      </p>
    );
  }
  const rows = report.rows.slice(0, MAX_BARS);
  const largest = Math.max(...rows.map((row) => row.gross), 1);
  const height = rows.length * ROW + 8;
  const first = rows[0] as (typeof rows)[number];
  const dimension = t(`reports.dimensions.${report.by}`);
  return (
    <figure className="space-y-2 rounded border border-neutral-300 bg-white p-3" data-report-bars={report.by}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="block h-auto max-w-full"
        fontFamily="inherit"
        fontSize="13"
      >
        <title id={`${id}-title`}>{t("reports.bars.title", { dimension })}</title>
        <desc id={`${id}-desc`}>
          {t("reports.bars.description", {
            count: report.rows.length,
            label: labelOf(first),
            value: format.money(first.gross),
            share: format.share(first.share),
          })}
        </desc>
        {rows.map((row, index) => {
          const top = index * ROW + 4;
          const length = Math.max(2, (row.gross / largest) * (WIDTH - FIGURES_ROOM));
          const label = labelOf(row);
          return (
            <g key={row.key} data-bar={row.key}>
              <title>{label}</title>
              <text x={0} y={top + 13} fill="#262626">
                {shortened(label)}
              </text>
              <rect x={0} y={top + 19} width={length.toFixed(1)} height={BAR} fill={CURRENT_COLOUR} rx="2" />
              <text x={length + 8} y={top + 33} fill="#262626" fontWeight="600">
                {t("reports.bars.figures", { value: format.money(row.gross), share: format.share(row.share) })}
              </text>
            </g>
          );
        })}
      </svg>
      {report.rows.length > MAX_BARS && (
        <figcaption className="text-sm text-neutral-700" data-report-bars-more>
          {t("reports.bars.more", { shown: MAX_BARS, count: report.rows.length })}
        </figcaption>
      )}
    </figure>
  );
}
