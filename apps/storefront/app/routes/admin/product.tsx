import { Link } from "react-router";
import { AdminAlert, AdminNotice, AdminPage, secondaryButtonClasses } from "../../components/admin/page";
import { toFormValues } from "../../components/admin/products/form-values";
import { ProductForm } from "../../components/admin/products/product-form";
import { ProductImages } from "../../components/admin/products/product-images";
import { TranslationFlags } from "../../components/admin/products/translation-flags";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/product";
import { productAction, productLoader } from "./product.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => productLoader(args);

export const action = (args: Route.ActionArgs) => productAction(args);

/** One product: its form (read-only for a city manager), its images, and the way to its prices and stock per city. */
export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { product, options, isAdmin, notice } = loaderData;
  const saveRefusal = actionData?.intent === "save" ? actionData : null;
  const imageRefusal = actionData?.intent === "images" ? actionData : null;
  return (
    <AdminPage
      title={product.texts.en.name}
      actions={
        <Link
          to={paths.admin("offers", undefined, { product: product.id })}
          className={`${secondaryButtonClasses} inline-flex items-center`}
          data-admin-product-offers
        >
          {t("products.form.offers")}
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-3 text-sm text-neutral-700">
        <span>
          #{product.id} · {product.slug} · {t("products.table.codes", { sku: product.sku })}
          {product.ean && <> · {t("products.table.ean", { ean: product.ean })}</>}
        </span>
        <TranslationFlags missing={product.missingLocales} />
        <span>{t("products.table.cities", { count: product.offerCount })}</span>
      </div>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      {!isAdmin && <AdminNotice>{t("products.readOnly")}</AdminNotice>}
      {saveRefusal && <AdminAlert messages={saveRefusal.messages} />}
      <ProductForm
        key={product.version}
        mode="edit"
        values={saveRefusal?.values ?? toFormValues(product)}
        options={options}
        errors={saveRefusal?.fields ?? {}}
        readOnly={!isAdmin}
      />
      <ProductImages images={product.images} readOnly={!isAdmin} messages={imageRefusal?.messages} />
    </AdminPage>
  );
}
