// The product list: image, name, slug, SKU and EAN (to the product), category, brand, kind, which translations are
// missing, and in how many cities it is offered. Scrolls sideways on a tablet.

import type { StaffProductListItem } from "@shop/contracts";
import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { useMedia } from "../../catalogue/use-catalogue";
import { AdminTable } from "../page";
import { TranslationFlags } from "./translation-flags";

export function ProductsTable({ products, isAdmin }: { products: StaffProductListItem[]; isAdmin: boolean }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const media = useMedia();
  return (
    <AdminTable label={t("products.table.label")}>
      <thead>
        <tr>
          <th scope="col">{t("products.table.image")}</th>
          <th scope="col">{t("products.table.name")}</th>
          <th scope="col">{t("products.table.category")}</th>
          <th scope="col">{t("products.table.brand")}</th>
          <th scope="col">{t("products.table.kind")}</th>
          <th scope="col">{t("products.table.translations")}</th>
          <th scope="col">{t("products.table.offers")}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id} data-admin-product-row={product.id}>
            <td>
              <img src={media(product.image)} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded object-cover" />
            </td>
            <td>
              <Link
                to={paths.admin("product", { productId: String(product.id) })}
                className="inline-flex min-h-11 flex-col justify-center font-semibold underline underline-offset-4"
                aria-label={`${isAdmin ? t("products.table.edit") : t("products.table.view")}: ${product.name}`}
              >
                {product.name}
              </Link>
              <div className="text-xs text-neutral-600">
                #{product.id} · {product.slug}
              </div>
              <div className="text-xs text-neutral-600 tabular-nums" data-admin-product-codes>
                {t("products.table.codes", { sku: product.sku })}
                {product.ean && <> · {t("products.table.ean", { ean: product.ean })}</>}
              </div>
            </td>
            <td>{product.category.name}</td>
            <td>{product.brand?.name ?? "—"}</td>
            <td>
              {t(`products.kinds.${product.kind}`)}
              {product.tpd && (
                <span className="ml-2 rounded bg-neutral-800 px-1.5 py-0.5 text-xs font-semibold text-white">{t("products.tpd")}</span>
              )}
            </td>
            <td>
              <TranslationFlags missing={product.missingLocales} />
            </td>
            <td>{t("products.table.cities", { count: product.offerCount })}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
