// The cities a staff member runs: name in the page's language, address, whether the shop shows it, its
// stores; each row leads to the city's page.

import type { StaffCitySummary } from "@shop/contracts";
import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

export function CityTable({ cities }: { cities: StaffCitySummary[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <AdminTable label={t("cities.table.label")}>
      <thead>
        <tr>
          <th scope="col">{t("cities.table.name")}</th>
          <th scope="col">{t("cities.table.slug")}</th>
          <th scope="col">{t("cities.table.status")}</th>
          <th scope="col">{t("cities.table.stores")}</th>
          <th scope="col">
            <span className="sr-only">{t("cities.table.open")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cities.map((city) => (
          <tr key={city.slug} data-admin-city-row={city.slug} data-active={city.active}>
            <td className="font-semibold">{city.names[paths.lang]}</td>
            <td>
              <code>{city.slug}</code>
            </td>
            <td>{city.active ? t("cities.status.active") : t("cities.status.inactive")}</td>
            <td>{t("cities.table.storesActive", { active: city.activeStoreCount, total: city.storeCount })}</td>
            <td>
              <Link
                to={paths.admin("city", { citySlug: city.slug })}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                aria-label={`${t("cities.table.open")}: ${city.names[paths.lang]}`}
              >
                {t("cities.table.open")}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
