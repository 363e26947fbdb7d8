// Back office: one city as staff edit it (issue 7): names, active flag and order, every store (active or not)
// and the delivery fee of every method. A city manager reaches only their cities; any other answers 404.
import type { StaffCity, StaffCitySummary, StaffStore } from "@shop/contracts";
import {
  type DbOrTx,
  findDeliveryFees,
  findStaffCities,
  findStaffCity,
  listCityStores,
  type StaffCityRow,
  type StoreRecord,
  staffMayActOn,
  type UserRow,
} from "@shop/db";
import { DELIVERY_METHODS } from "@shop/domain";
import { AppError } from "../../../core/app-error";

export function toCitySummary(city: StaffCityRow): StaffCitySummary {
  return {
    slug: city.slug,
    names: { en: city.nameEn, uk: city.nameUk, pl: city.namePl, ru: city.nameRu },
    active: city.active,
    sortOrder: city.sortOrder,
    storeCount: city.storeCount,
    activeStoreCount: city.activeStoreCount,
  };
}

export function toStaffStore(store: StoreRecord): StaffStore {
  return {
    id: store.id,
    address: store.address,
    phone: store.phone,
    openingHours: [...store.openingHours].sort((a, b) => a.day - b.day),
    latitude: store.latitude,
    longitude: store.longitude,
    active: store.active,
    pickupSlotCapacity: store.pickupSlotCapacity,
    sortOrder: store.sortOrder,
  };
}

/** The city by slug if the staff member runs it (an admin: any city); else 404, as for an unknown city. */
export async function requireStaffCity(db: DbOrTx, staff: UserRow, slug: string): Promise<StaffCityRow> {
  const city = await findStaffCity(db, slug);
  if (!city || !staffMayActOn(await findStaffCities(db, staff), city.id)) throw new AppError("NOT_FOUND");
  return city;
}

export async function getStaffCity(db: DbOrTx, staff: UserRow, slug: string): Promise<StaffCity> {
  const city = await requireStaffCity(db, staff, slug);
  const [stores, fees] = await Promise.all([listCityStores(db, city.id), findDeliveryFees(db, city.id)]);
  return {
    ...toCitySummary(city),
    createdAt: city.createdAt.toISOString(),
    pickupHoldDays: city.pickupHoldDays,
    stores: stores.map(toStaffStore),
    deliveryFees: DELIVERY_METHODS.map((method) => ({
      method,
      fee: fees.get(method)?.fee ?? 0,
      freeFrom: fees.get(method)?.freeFrom ?? null,
    })),
  };
}
