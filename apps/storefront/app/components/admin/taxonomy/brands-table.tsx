// The brands as a table: logo, name, slug, country, popularity, how many products, and the actions.

import type { StaffBrand } from "@shop/contracts";
import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable, secondaryButtonClasses } from "../page";
import { DeleteButton } from "./fields";

export function BrandsTable({ items }: { items: StaffBrand[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <AdminTable label={t("taxonomy.brands.label")}>
      <thead>
        <tr>
          <th scope="col">{t("taxonomy.brands.logo")}</th>
          <th scope="col">{t("taxonomy.brands.name")}</th>
          <th scope="col">{t("taxonomy.brands.slug")}</th>
          <th scope="col">{t("taxonomy.brands.country")}</th>
          <th scope="col" className="text-right">
            {t("taxonomy.brands.popularity")}
          </th>
          <th scope="col" className="text-right">
            {t("taxonomy.brands.products")}
          </th>
          <th scope="col">
            <span className="sr-only">{t("common.actions.edit")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((brand) => (
          <tr key={brand.id} data-admin-brand-row={brand.slug}>
            <td>
              <img src={brand.logo} alt="" width={96} height={32} className="h-8 w-24 rounded object-contain" />
            </td>
            <td className="font-semibold">{brand.name}</td>
            <td className="font-mono text-xs">{brand.slug}</td>
            <td>{brand.country ?? "—"}</td>
            <td className="text-right tabular-nums">{brand.popularity}</td>
            <td className="text-right tabular-nums">{brand.productCount}</td>
            <td>
              <div className="flex gap-2">
                <Link
                  to={paths.admin("brands", undefined, { edit: brand.id })}
                  className={secondaryButtonClasses}
                  aria-label={t("taxonomy.brands.edit", { name: brand.name })}
                >
                  {t("common.actions.edit")}
                </Link>
                {brand.productCount === 0 && <DeleteButton id={brand.id} label={t("taxonomy.brands.deleteLabel", { name: brand.name })} />}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
