// A city's offers: product, visibility, prices in złoty, stock (the city's total, then a column per store of the
// city), wholesale tiers; each product leads to its offers in every city.

import type { CityOfferItem, StaffOfferStore } from "@shop/contracts";
import { formatTiers, formatZloty } from "@shop/domain";
import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";
import { storeShortName, storeUnitsText } from "./offer-text";

const money = (grosze: number | null) => (grosze === null ? "—" : formatZloty(grosze));

export function CityOffersTable({
  city,
  stores,
  items,
}: {
  city: { slug: string; name: string };
  stores: readonly StaffOfferStore[];
  items: CityOfferItem[];
}) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <AdminTable label={t("offers.table.label", { city: city.name })}>
      <thead>
        <tr>
          <th scope="col">{t("offers.table.product")}</th>
          <th scope="col">{t("offers.table.visible")}</th>
          <th scope="col" className="text-right">
            {t("offers.table.price")}
          </th>
          <th scope="col" className="text-right">
            {t("offers.table.salePrice")}
          </th>
          <th scope="col" className="text-right">
            {t("offers.table.stockTotal")}
          </th>
          {stores.map((store) => (
            <th key={store.id} scope="col" className="text-right" title={store.address} data-admin-offer-store-heading={store.id}>
              {store.active ? storeShortName(store) : t("offers.table.closedStore", { store: storeShortName(store) })}
            </th>
          ))}
          <th scope="col" className="text-right">
            {t("offers.table.franchisePrice")}
          </th>
          <th scope="col">{t("offers.table.tiers")}</th>
        </tr>
      </thead>
      <tbody>
        {items.map(({ product, offer }) => (
          <tr key={product.id} data-admin-offer-row={product.slug}>
            <td>
              <Link
                to={paths.admin("offers", undefined, { product: product.id, city: city.slug })}
                className="font-semibold underline underline-offset-4"
              >
                {product.name}
              </Link>
              <div className="text-xs text-neutral-600">{product.slug}</div>
            </td>
            <td>{offer.visible ? t("common.yes") : <span className="font-semibold text-amber-800">{t("offers.table.hidden")}</span>}</td>
            <td className="text-right tabular-nums" data-admin-offer-price>
              {money(offer.price)}
            </td>
            <td className="text-right tabular-nums">{money(offer.salePrice)}</td>
            <td className="text-right font-semibold tabular-nums" data-admin-offer-total>
              {product.kind === "bundle" ? t("offers.table.none") : offer.stock}
            </td>
            {stores.map((store) => (
              <td key={store.id} className="text-right tabular-nums" data-admin-offer-store={store.id}>
                {product.kind === "bundle" ? t("offers.table.none") : storeUnitsText(offer, store.id)}
              </td>
            ))}
            <td className="text-right tabular-nums">{money(offer.franchisePrice)}</td>
            <td className="tabular-nums">{formatTiers(offer.wholesaleTiers) || t("offers.table.none")}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
