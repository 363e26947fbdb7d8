import { ApplicationsCard } from "../../components/admin/dashboard/applications-card";
import { CityCard } from "../../components/admin/dashboard/city-card";
import { LowStockTable } from "../../components/admin/dashboard/low-stock-table";
import { AdminPage } from "../../components/admin/page";
import { formatShopDate } from "../../lib/account/format";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/dashboard";
import { dashboardLoader } from "./dashboard.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => dashboardLoader(args);

/** Per city: today's and this week's orders and revenue, the orders waiting for staff; then applications and low stock. */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const { dashboard, isAdmin } = loaderData;
  return (
    <AdminPage title={t("common.nav.dashboard")}>
      <p className="text-neutral-700">{t("dashboard.lead", { week: formatShopDate(dashboard.weekFrom, lang) })}</p>
      <section aria-labelledby="dashboard-cities" className="space-y-3">
        <h2 id="dashboard-cities" className="text-xl font-semibold">
          {t("dashboard.cities")}
        </h2>
        {dashboard.cities.length === 0 ? (
          <p data-admin-dashboard-no-cities>{t("dashboard.noCities")}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {dashboard.cities.map((city) => (
              <CityCard key={city.slug} city={city} />
            ))}
          </ul>
        )}
      </section>
      {isAdmin && dashboard.pendingApplications !== null && <ApplicationsCard count={dashboard.pendingApplications} />}
      <LowStockTable lowStock={dashboard.lowStock} />
    </AdminPage>
  );
}
