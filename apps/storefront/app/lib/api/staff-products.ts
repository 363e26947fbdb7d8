// The back office's products API (packages/contracts staff-products.ts): the list, one product with what its
// form chooses from, creating and saving a product, and its images (an upload goes as multipart/form-data).
import type {
  StaffProduct,
  StaffProductImages,
  StaffProductInput,
  StaffProductList,
  StaffProductOptions,
  StaffProductQuery,
} from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const productPath = (id: number) => `/api/v1/staff/products/${encodeURIComponent(String(id))}`;

export const getStaffProducts = (api: ApiClient, query: StaffProductQuery) =>
  api.call<StaffProductList>("/api/v1/staff/products", { auth: true, query: { ...query } });

export const getStaffProductOptions = (api: ApiClient) => api.call<StaffProductOptions>("/api/v1/staff/product-options", { auth: true });

/** One product; null when there is none. */
export async function findStaffProduct(api: ApiClient, id: number): Promise<StaffProduct | null> {
  try {
    return await api.call<StaffProduct>(productPath(id), { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Not retried after a refusal or a failure: a retry could only repeat the refusal, or create the product twice. */
const ONCE = ["CONFLICT", "INTERNAL", "VALIDATION_FAILED"] as const;

export const createStaffProduct = (api: ApiClient, body: StaffProductInput) =>
  api.call<StaffProduct>("/api/v1/staff/products", { method: "POST", body, auth: true, finalCodes: ONCE });

export const updateStaffProduct = (api: ApiClient, id: number, body: StaffProductInput) =>
  api.call<StaffProduct>(productPath(id), { method: "PUT", body, auth: true });

/** Sends the file as the form's `file` (multipart/form-data), as the browser sent it to the storefront. */
export function uploadStaffProductImage(api: ApiClient, id: number, file: Blob, name = "image") {
  const form = new FormData();
  form.append("file", file, name);
  return api.call<StaffProductImages>(`${productPath(id)}/images`, { method: "POST", body: form, auth: true, finalCodes: ONCE });
}

export const reorderStaffProductImages = (api: ApiClient, id: number, images: string[]) =>
  api.call<StaffProductImages>(`${productPath(id)}/images`, { method: "PUT", body: { images }, auth: true });

export const deleteStaffProductImage = (api: ApiClient, id: number, image: string) =>
  api.call<StaffProductImages>(`${productPath(id)}/images/${encodeURIComponent(image)}`, { method: "DELETE", auth: true });

/** A refused call's messages by field (`issues`: "slug", "texts.uk.name", "bundleItems.0"…), and its own message. */
export function refusalOf(error: ApiError): { message: string; fields: Record<string, string> } {
  const issues = (error.body as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues;
  const fields: Record<string, string> = {};
  if (Array.isArray(issues))
    for (const issue of issues)
      if (typeof issue.path === "string" && typeof issue.message === "string") fields[issue.path] ??= issue.message;
  return { message: error.message, fields };
}
