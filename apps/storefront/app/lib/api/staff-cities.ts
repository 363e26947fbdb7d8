// The back office's cities API (apps/api/src/routes/staff-cities.ts): cities, their stores and delivery fees.
import type { CityCreate, CityUpdate, DeliveryFeesUpdate, StaffCity, StaffCityList, StaffStore, StoreInput } from "@shop/contracts";
import type { ApiClient } from "./client";

const cityPath = (slug: string) => `/api/v1/staff/cities/${encodeURIComponent(slug)}`;
/** A refusal is final: the first try changed nothing, a retry would be refused the same way. */
const FINAL = ["VALIDATION_FAILED", "CONFLICT", "NOT_FOUND"];

export const listStaffCities = (api: ApiClient) => api.call<StaffCityList>("/api/v1/staff/cities", { auth: true });

export const getStaffCity = (api: ApiClient, slug: string) => api.call<StaffCity>(cityPath(slug), { auth: true });

export const createCity = (api: ApiClient, body: CityCreate) =>
  api.call<StaffCity>("/api/v1/staff/cities", { method: "POST", body, auth: true, finalCodes: FINAL });

export const updateCity = (api: ApiClient, slug: string, body: CityUpdate) =>
  api.call<StaffCity>(cityPath(slug), { method: "PUT", body, auth: true });

/** `storeId` null: a new store. */
export const saveStore = (api: ApiClient, slug: string, storeId: number | null, body: StoreInput) =>
  storeId === null
    ? api.call<StaffStore>(`${cityPath(slug)}/stores`, { method: "POST", body, auth: true, finalCodes: FINAL })
    : api.call<StaffStore>(`${cityPath(slug)}/stores/${storeId}`, { method: "PUT", body, auth: true });

export const saveDeliveryFees = (api: ApiClient, slug: string, body: DeliveryFeesUpdate) =>
  api.call<StaffCity>(`${cityPath(slug)}/delivery-fees`, { method: "PUT", body, auth: true });
