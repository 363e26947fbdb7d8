// Choosing the store a stock page shows (issue 33): a plain GET form (works without JavaScript), the stores grouped
// by city in the shop's order; a closed store is marked. Other query values of the page are kept.

import type { StockStore } from "@shop/contracts";
import { Form } from "react-router";
import type { AdminPage } from "../../../lib/admin/paths";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses } from "../page";

export function StorePicker({
  stores,
  store,
  page,
  keep = {},
}: {
  stores: readonly StockStore[];
  store: number | null;
  page: AdminPage;
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  if (stores.length === 0) return <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("stock.store.none")}</p>;
  const cities = [...new Map(stores.map((s) => [s.city.slug, s.city.name])).entries()];
  return (
    <Form method="get" action={paths.admin(page as "stock")} className="flex flex-wrap items-end gap-3" data-stock-store-picker>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-64">
        <label htmlFor="stock-store" className={labelClasses}>
          {t("stock.store.label")}
        </label>
        <select id="stock-store" name="store" defaultValue={store ?? ""} className={inputClasses} required>
          {store === null && <option value="">{t("stock.store.choose")}</option>}
          {cities.map(([slug, name]) => (
            <optgroup key={slug} label={name}>
              {stores
                .filter((s) => s.city.slug === slug)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.active ? s.label : t("stock.store.closed", { store: s.label })}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses}>
        {t("stock.store.show")}
      </button>
    </Form>
  );
}

/** "Warsaw: ul. Grójecka 42" for headings and lists. */
export function useStoreName() {
  const { t } = useTranslation("admin");
  return (store: Pick<StockStore, "label" | "city">) => t("stock.store.option", { city: store.city.name, store: store.label });
}
