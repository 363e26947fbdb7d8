// The sales report's chart (issue 36): one measure per bucket of the period as a solid line with round markers, the
// previous period as a dashed line with square markers, drawn as SVG on the server (no charting library, no script).
// Blue and vermillion of the Okabe–Ito palette, told apart by dashes and marker shapes as well (not by colour alone);
// both reach 3:1 against the white ground. The SVG is one image to assistive technology, named by its title and
// summed up by its description; the table beneath it is the text alternative with every figure.
import type { SalesFiguresView } from "@shop/contracts";
import { useId } from "react";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { reportFormat } from "./format";
import type { ReportBucket, ReportMeasure } from "./query";
import { changeOf, isMoney, niceScale, type SeriesRow } from "./series";

export const CURRENT_COLOUR = "#0072B2";
const PREVIOUS_COLOUR = "#D55E00";
const PREVIOUS_DASH = "7 5";

const WIDTH = 720;
const HEIGHT = 320;
const PLOT = { left: 72, right: 20, top: 36, bottom: 60 };
/** More buckets than this: the lines alone, without a marker per bucket. */
const MAX_MARKERS = 62;
/** About this many labels along the time axis at most. */
const MAX_LABELS = 8;

interface Period {
  from: string;
  to: string;
}

export function SalesChart({
  rows,
  measure,
  bucket,
  period,
  previous,
  totals,
  previousTotals,
}: {
  rows: readonly SeriesRow[];
  measure: ReportMeasure;
  bucket: ReportBucket;
  period: Period;
  previous: Period;
  totals: SalesFiguresView;
  previousTotals: SalesFiguresView;
}) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const id = useId();
  const format = reportFormat(lang);
  if (rows.every((row) => row.figures.orders === 0)) {
    return (
      <p className="rounded border border-dashed border-neutral-400 bg-white p-6" data-report-empty>
        {t("reports.noSales")}
      </p>
    );
  }
  const values = rows.map((row) => row.figures[measure]);
  const before = rows.flatMap((row) => (row.previous ? [row.previous[measure]] : []));
  const scale = niceScale(Math.max(...values, ...before), isMoney(measure) ? 100 : 1);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (index: number) => PLOT.left + (rows.length === 1 ? plotWidth / 2 : (index * plotWidth) / (rows.length - 1));
  const y = (value: number) => PLOT.top + plotHeight - (value / scale.top) * plotHeight;
  const points = (series: readonly number[]) => series.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
  const labelEvery = Math.ceil(rows.length / MAX_LABELS);
  const markers = rows.length <= MAX_MARKERS;

  const measureName = t(`reports.measures.${measure}`);
  const highest = rows.reduce((best, row) => (row.figures[measure] > best.figures[measure] ? row : best), rows[0] as SeriesRow);
  const title = t(`reports.chart.title.${bucket}`, { measure: measureName });
  const description = t("reports.chart.description", {
    from: format.day(period.from),
    to: format.day(period.to),
    total: format.value(measure, totals[measure]),
    previous: format.value(measure, previousTotals[measure]),
    change: format.change(changeOf(totals[measure], previousTotals[measure])),
    highest: format.value(measure, highest.figures[measure]),
    when: format.bucket(highest.period, bucket),
  });
  const tip = (period: string, value: number) => `${format.bucket(period, bucket)}: ${format.value(measure, value)}`;

  return (
    <figure className="space-y-2 rounded border border-neutral-300 bg-white p-3" data-report-chart={measure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="block h-auto max-w-full"
        fontFamily="inherit"
        fontSize="13"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <text x={PLOT.left} y={16} fill="#404040" fontWeight="600" data-axis="value">
          {isMoney(measure) ? t("reports.chart.moneyAxis", { measure: measureName }) : measureName}
        </text>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? "#525252" : "#d4d4d4"} />
            <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" fill="#404040">
              {format.axis(measure, tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) =>
          index % labelEvery === 0 ? (
            <g key={row.period}>
              <line x1={x(index)} x2={x(index)} y1={PLOT.top + plotHeight} y2={PLOT.top + plotHeight + 5} stroke="#525252" />
              <text x={x(index)} y={PLOT.top + plotHeight + 20} textAnchor="middle" fill="#404040">
                {format.bucketShort(row.period, bucket)}
              </text>
            </g>
          ) : null,
        )}
        <text x={PLOT.left + plotWidth / 2} y={HEIGHT - 10} textAnchor="middle" fill="#404040" fontWeight="600" data-axis="time">
          {t(`reports.chart.timeAxis.${bucket}`, { from: format.day(period.from), to: format.day(period.to) })}
        </text>
        {before.length > 0 && (
          <polyline
            points={points(before)}
            fill="none"
            stroke={PREVIOUS_COLOUR}
            strokeWidth="2.5"
            strokeDasharray={PREVIOUS_DASH}
            strokeLinejoin="round"
            data-series="previous"
            data-points={before.length}
          />
        )}
        {markers &&
          rows.map((row, index) =>
            row.previous && row.previousPeriod ? (
              <rect
                key={row.period}
                x={x(index) - 4}
                y={y(row.previous[measure]) - 4}
                width="8"
                height="8"
                fill="#fff"
                stroke={PREVIOUS_COLOUR}
                strokeWidth="2"
                data-previous-point={row.previousPeriod}
              >
                <title>{tip(row.previousPeriod, row.previous[measure])}</title>
              </rect>
            ) : null,
          )}
        <polyline
          points={points(values)}
          fill="none"
          stroke={CURRENT_COLOUR}
          strokeWidth="3"
          strokeLinejoin="round"
          data-series="current"
          data-points={values.length}
        />
        {markers &&
          rows.map((row, index) => (
            <circle
              key={row.period}
              cx={x(index)}
              cy={y(row.figures[measure])}
              r="4.5"
              fill={CURRENT_COLOUR}
              stroke="#fff"
              strokeWidth="1.5"
              data-point={row.period}
            >
              <title>{tip(row.period, row.figures[measure])}</title>
            </circle>
          ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-report-legend>
          <li className="flex items-center gap-2">
            <Swatch colour={CURRENT_COLOUR} />
            {t("reports.chart.current", { from: format.day(period.from), to: format.day(period.to) })}
          </li>
          <li className="flex items-center gap-2">
            <Swatch colour={PREVIOUS_COLOUR} dashed />
            {t("reports.chart.previous", { from: format.day(previous.from), to: format.day(previous.to) })}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}

/** The legend's sample of a line: solid with a round marker, or dashed with a square one. */
function Swatch({ colour, dashed = false }: { colour: string; dashed?: boolean }) {
  return (
    <svg width="36" height="14" viewBox="0 0 36 14" aria-hidden="true" className="shrink-0">
      <line x1="1" x2="35" y1="7" y2="7" stroke={colour} strokeWidth="3" strokeDasharray={dashed ? PREVIOUS_DASH : undefined} />
      {dashed ? (
        <rect x="14" y="3" width="8" height="8" fill="#fff" stroke={colour} strokeWidth="2" />
      ) : (
        <circle cx="18" cy="7" r="4.5" fill={colour} stroke="#fff" strokeWidth="1.5" />
      )}
    </svg>
  );
}
