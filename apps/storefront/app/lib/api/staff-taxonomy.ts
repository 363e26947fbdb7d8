// The back office's categories and brands API (packages/contracts/src/staff-taxonomy.ts).
import type { BrandInput, CategoryInput, StaffBrand, StaffBrandList, StaffCategory, StaffCategoryList } from "@shop/contracts";
import type { ApiClient } from "./client";

/** A taken slug is an answer, not a hiccup to retry. */
const FINAL = ["CONFLICT"];

export const getStaffCategories = (api: ApiClient) => api.call<StaffCategoryList>("/api/v1/staff/categories", { auth: true });

/** Creates (id null) or changes a category. */
export const saveStaffCategory = (api: ApiClient, id: number | null, body: CategoryInput) =>
  id === null
    ? api.call<StaffCategory>("/api/v1/staff/categories", { method: "POST", body, auth: true, finalCodes: FINAL })
    : api.call<StaffCategory>(`/api/v1/staff/categories/${id}`, { method: "PUT", body, auth: true });

export const deleteStaffCategory = (api: ApiClient, id: number) =>
  api.call<string>(`/api/v1/staff/categories/${id}`, { method: "DELETE", auth: true });

export const getStaffBrands = (api: ApiClient) => api.call<StaffBrandList>("/api/v1/staff/brands", { auth: true });

/** Creates (id null) or changes a brand. */
export const saveStaffBrand = (api: ApiClient, id: number | null, body: BrandInput) =>
  id === null
    ? api.call<StaffBrand>("/api/v1/staff/brands", { method: "POST", body, auth: true, finalCodes: FINAL })
    : api.call<StaffBrand>(`/api/v1/staff/brands/${id}`, { method: "PUT", body, auth: true });

export const deleteStaffBrand = (api: ApiClient, id: number) =>
  api.call<string>(`/api/v1/staff/brands/${id}`, { method: "DELETE", auth: true });
