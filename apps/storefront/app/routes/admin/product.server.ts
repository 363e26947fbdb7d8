// One product in the back office (issue 7): the form with everything editable, its images, and the actions:
// save, upload an image (multipart, forwarded to the API as a form), move or delete an image. Every change
// ends in a redirect to the same page with a notice (Post/Redirect/Get); a refusal returns the posted values
// with the messages next to their fields. City managers read; only admins post (the API checks it again).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { type FormError, formFieldOf, type ProductFormValues, readProductForm } from "../../components/admin/products/form-values";
import { adminT } from "../../lib/admin/texts.server";
import { type ApiClient, ApiError } from "../../lib/api/client";
import {
  deleteStaffProductImage,
  findStaffProduct,
  getStaffProductOptions,
  refusalOf,
  reorderStaffProductImages,
  updateStaffProduct,
  uploadStaffProductImage,
} from "../../lib/api/staff-products";
import { adminOf, staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

export const NOTICES = ["created", "saved", "uploaded", "deleted", "moved"] as const;
type Notice = (typeof NOTICES)[number];

/** What a refused post shows: the form as posted (a save), the messages and each field's message. */
export interface ProductRefusal {
  intent: "save" | "images";
  values?: ProductFormValues;
  messages: string[];
  fields: Record<string, string>;
}

type T = ReturnType<typeof adminT>;

function productIdOf(args: LoaderFunctionArgs): number {
  const raw = args.params.productId ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) pageNotFound(args.url);
  return Number(raw);
}

export async function productLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const id = productIdOf(args);
  const [product, options] = await Promise.all([findStaffProduct(staff.api, id), getStaffProductOptions(staff.api)]);
  if (!product) pageNotFound(args.url);
  const notice = args.url.searchParams.get("notice");
  return {
    title: t("common.metaTitle", { page: product.texts.en.name }),
    product,
    options,
    isAdmin: staff.isAdmin,
    notice: (NOTICES as readonly string[]).includes(notice ?? "") ? t(`products.notices.${notice as Notice}`) : null,
  };
}

/** The form's own refusals, in the staff member's language. */
export function formRefusal(t: T, values: ProductFormValues, errors: Record<string, FormError>) {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(`products.errors.${key}`)]));
  return data<ProductRefusal>({ intent: "save", values, messages: [t("common.invalid")], fields }, { status: 400 });
}

/** The API's refusal: its message on top, each named field's message next to the field. */
export function apiRefusal(error: ApiError, intent: ProductRefusal["intent"], values?: ProductFormValues) {
  const refusal = refusalOf(error);
  const fields = Object.fromEntries(Object.entries(refusal.fields).map(([path, message]) => [formFieldOf(path), message]));
  return data<ProductRefusal>({ intent, values, messages: [refusal.message], fields }, { status: error.statusCode });
}

export const withNotice = (path: string, notice: Notice) => redirect(`${path}?notice=${notice}`, 303);

/** The image order after moving one image a place earlier or later; null when it cannot move. */
export function movedOrder(order: string[], image: string, direction: string): string[] | null {
  const from = order.indexOf(image);
  const to = direction === "earlier" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return null;
  const moved = [...order];
  [moved[from], moved[to]] = [moved[to] as string, moved[from] as string];
  return moved;
}

async function imageIntent(args: ActionFunctionArgs, api: ApiClient, id: number, form: FormData, intent: string) {
  const t = adminT(args);
  const image = String(form.get("image") ?? "");
  if (intent === "upload") {
    const file = form.get("file");
    if (!(file instanceof Blob) || file.size === 0)
      return data<ProductRefusal>({ intent: "images", messages: [t("products.errors.noFile")], fields: {} }, { status: 400 });
    await uploadStaffProductImage(api, id, file, file instanceof File && file.name ? file.name : "image");
    return withNotice(args.url.pathname, "uploaded");
  }
  if (intent === "delete-image") {
    await deleteStaffProductImage(api, id, image);
    return withNotice(args.url.pathname, "deleted");
  }
  const order = movedOrder(
    String(form.get("order") ?? "")
      .split(",")
      .filter(Boolean),
    image,
    String(form.get("direction")),
  );
  if (!order) return data<ProductRefusal>({ intent: "images", messages: [t("common.invalid")], fields: {} }, { status: 400 });
  await reorderStaffProductImages(api, id, order);
  return withNotice(args.url.pathname, "moved");
}

export async function productAction(args: ActionFunctionArgs) {
  const { api } = await adminOf(args);
  const id = productIdOf(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "save") {
    const { values, input, errors } = readProductForm(form);
    if (!input) return formRefusal(adminT(args), values, errors);
    try {
      await updateStaffProduct(api, id, input);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500 && error.statusCode !== 404) return apiRefusal(error, "save", values);
      throw error;
    }
    return withNotice(args.url.pathname, "saved");
  }
  if (!["upload", "delete-image", "move-image"].includes(intent))
    return data<ProductRefusal>({ intent: "images", messages: [adminT(args)("common.invalid")], fields: {} }, { status: 400 });
  try {
    return await imageIntent(args, api, id, form, intent);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) return apiRefusal(error, "images");
    throw error;
  }
}
