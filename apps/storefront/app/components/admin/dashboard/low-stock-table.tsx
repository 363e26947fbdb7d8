// The dashboard's low-stock offers: product, city and units left, each linking to the product's offers.

import type { StaffDashboard } from "@shop/contracts";
import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

export function LowStockTable({ lowStock }: { lowStock: StaffDashboard["lowStock"] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <section aria-labelledby="dashboard-low-stock" className="space-y-3">
      <h2 id="dashboard-low-stock" className="text-xl font-semibold">
        {t("dashboard.lowStock.title")}
      </h2>
      <p className="text-sm text-neutral-700">{t("dashboard.lowStock.lead", { threshold: lowStock.threshold })}</p>
      {lowStock.items.length === 0 ? (
        <p data-admin-low-stock-empty>{t("dashboard.lowStock.empty")}</p>
      ) : (
        <AdminTable label={t("dashboard.lowStock.title")}>
          <thead>
            <tr>
              <th scope="col">{t("dashboard.lowStock.product")}</th>
              <th scope="col">{t("dashboard.lowStock.city")}</th>
              <th scope="col" className="text-right">
                {t("dashboard.lowStock.stock")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lowStock.items.map((offer) => (
              <tr key={`${offer.city.slug}-${offer.productId}`} data-admin-low-stock={offer.productId} data-city={offer.city.slug}>
                <td>
                  <Link
                    to={paths.admin("offers", undefined, { product: offer.productId })}
                    aria-label={t("dashboard.lowStock.edit", { name: offer.name })}
                    className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                  >
                    {offer.name}
                  </Link>
                </td>
                <td>{offer.city.name}</td>
                <td className={`text-right font-bold ${offer.stock === 0 ? "text-red-800" : ""}`}>{offer.stock}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}
