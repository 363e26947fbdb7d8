// The category tree as a table: indented by depth, the four names side by side with missing translations
// flagged, what uses each category, and its actions.

import type { StaffCategory } from "@shop/contracts";
import { LOCALES } from "@shop/domain";
import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable, secondaryButtonClasses } from "../page";
import { DeleteButton, MissingFlag } from "./fields";
import { missingTranslation } from "./form-data";

export function CategoriesTable({ items }: { items: StaffCategory[] }) {
  const { t, i18n } = useTranslation("admin");
  const paths = useAdminPaths();
  const lang = LOCALES.find((locale) => locale === i18n.language) ?? "en";
  return (
    <AdminTable label={t("taxonomy.categories.label")}>
      <thead>
        <tr>
          <th scope="col">{t("taxonomy.categories.image")}</th>
          <th scope="col">{t("taxonomy.categories.slug")}</th>
          {LOCALES.map((locale) => (
            <th key={locale} scope="col" lang={locale}>
              {t(`common.locales.${locale}`)}
            </th>
          ))}
          <th scope="col" className="text-right">
            {t("taxonomy.categories.products")}
          </th>
          <th scope="col" className="text-right">
            {t("taxonomy.categories.children")}
          </th>
          <th scope="col">
            <span className="sr-only">{t("common.actions.edit")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-admin-category-row={item.slug}>
            <td>
              <img src={item.image} alt="" width={40} height={40} className="h-10 w-10 rounded" style={{ background: item.colour }} />
            </td>
            <td style={{ paddingLeft: `${0.75 + item.depth * 1.25}rem` }} className="whitespace-nowrap font-mono text-xs">
              {item.slug}
            </td>
            {LOCALES.map((locale) => (
              <td key={locale} lang={locale}>
                {item.names[locale]}
                {missingTranslation(item.names, locale) && <MissingFlag />}
              </td>
            ))}
            <td className="text-right tabular-nums">{item.productCount}</td>
            <td className="text-right tabular-nums">{item.childCount}</td>
            <td>
              <div className="flex gap-2">
                <Link
                  to={paths.admin("categories", undefined, { edit: item.id })}
                  className={secondaryButtonClasses}
                  aria-label={t("taxonomy.categories.edit", { name: item.names[lang] })}
                >
                  {t("common.actions.edit")}
                </Link>
                {item.productCount === 0 && item.childCount === 0 && (
                  <DeleteButton id={item.id} label={t("taxonomy.categories.deleteLabel", { name: item.names[lang] })} />
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
