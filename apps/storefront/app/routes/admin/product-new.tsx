import { AdminAlert, AdminPage } from "../../components/admin/page";
import { toFormValues } from "../../components/admin/products/form-values";
import { ProductForm } from "../../components/admin/products/product-form";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/product-new";
import { newProductAction, newProductLoader } from "./product-new.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => newProductLoader(args);

export const action = (args: Route.ActionArgs) => newProductAction(args);

/** Admins only: a new product with its texts in four languages (images follow on its own page once it exists). */
export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("products.newProduct")}>
      {actionData && <AdminAlert messages={actionData.messages} />}
      <ProductForm
        mode="new"
        values={actionData?.values ?? toFormValues(null)}
        options={loaderData.options}
        errors={actionData?.fields ?? {}}
      />
    </AdminPage>
  );
}
