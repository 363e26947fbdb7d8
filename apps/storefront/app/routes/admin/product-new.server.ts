// A new product (issue 7), admins only: the empty form, and creating the product. Success leads to the
// product's own page (where images are uploaded) with a notice.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { readProductForm } from "../../components/admin/products/form-values";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { createStaffProduct, getStaffProductOptions } from "../../lib/api/staff-products";
import { adminOf } from "../../lib/caller.server";
import { apiRefusal, formRefusal } from "./product.server";

export async function newProductLoader(args: LoaderFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  return { title: t("common.metaTitle", { page: t("products.newProduct") }), options: await getStaffProductOptions(staff.api) };
}

export async function newProductAction(args: ActionFunctionArgs) {
  const { api, lang } = await adminOf(args);
  const { values, input, errors } = readProductForm(await args.request.formData());
  if (!input) return formRefusal(adminT(args), values, errors);
  try {
    const product = await createStaffProduct(api, input);
    return redirect(adminPath(lang, "product", { productId: String(product.id) }, { notice: "created" }), 303);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500 && error.statusCode !== 404) return apiRefusal(error, "save", values);
    throw error;
  }
}
