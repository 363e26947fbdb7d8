// One city on the dashboard: today's and this week's orders and revenue, and the orders waiting for staff,
// each count a link to the orders page filtered by that status and city.

import { type DashboardCity, WAITING_STATUSES } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";

function Period({ label, period }: { label: string; period: DashboardCity["today"] }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  return (
    <div className="rounded bg-neutral-50 p-3">
      <dt className="text-sm font-semibold text-neutral-700">{label}</dt>
      <dd className="mt-1">
        <span className="block text-lg font-bold" data-orders={period.orders}>
          {t("dashboard.period.orders", { count: period.orders })}
        </span>
        <span className="block text-sm" data-revenue={period.revenue}>
          {t("dashboard.period.revenue")}: <span className="font-semibold">{formatMoney(period.revenue, lang)}</span>
        </span>
      </dd>
    </div>
  );
}

export function CityCard({ city }: { city: DashboardCity }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const waiting = WAITING_STATUSES.filter((status) => city.waiting[status] > 0);
  return (
    <li className="space-y-3 rounded border border-neutral-300 bg-white p-4" data-admin-dashboard-city={city.slug}>
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {city.name}
        {!city.active && <span className="rounded bg-neutral-200 px-2 py-0.5 text-xs font-semibold">{t("dashboard.inactive")}</span>}
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        <Period label={t("dashboard.today")} period={city.today} />
        <Period label={t("dashboard.week")} period={city.week} />
      </dl>
      <div>
        <h4 className="text-sm font-semibold text-neutral-700">{t("dashboard.waiting.title")}</h4>
        {waiting.length === 0 ? (
          <p className="mt-1 text-sm">{t("dashboard.waiting.none")}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {waiting.map((status) => (
              <li key={status}>
                <Link
                  to={paths.admin("orders", undefined, { status, city: city.slug })}
                  className="flex min-h-11 items-center justify-between gap-3 rounded border border-amber-600 bg-amber-50 px-3 py-2 font-semibold hover:bg-amber-100"
                  data-admin-dashboard-waiting={status}
                >
                  <span>{t(`dashboard.waiting.${status}`)}</span>
                  <span className="text-lg">{city.waiting[status]}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
