// What a report covers (issue 36): its period, the cities its figures include, and the moment they are as of.
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { reportFormat } from "./format";

export function ReportScope({
  cities,
  period,
  asOf,
}: {
  cities: ReadonlyArray<{ slug: string; name: string }>;
  period: { from: string; to: string };
  asOf: string;
}) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  return (
    <div className="space-y-1" data-report-scope>
      <h2 className="text-xl font-semibold" data-report-period={`${period.from}/${period.to}`}>
        {t("reports.scope.period", { from: format.day(period.from), to: format.day(period.to) })}
      </h2>
      <p className="text-neutral-700">
        {cities.length ? t("reports.scope.cities", { cities: cities.map((city) => city.name).join(", ") }) : t("reports.scope.noCities")}
        {" · "}
        <span data-report-as-of={asOf}>{t("reports.scope.asOf", { at: format.instant(asOf) })}</span>
      </p>
    </div>
  );
}
