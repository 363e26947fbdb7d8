// Back office: a store of a city, new or changed (issue 7): address, phone, weekly opening hours (a day not
// listed is closed), position, active flag and pickup slot capacity. Admins and the city's managers; another
// city's store answers 404. The store row is locked while it changes, so the audit (store.create,
// store.update) holds exactly what was replaced. The storefront's caches are dropped.
import type { StaffStore, StoreInput } from "@shop/contracts";
import {
  insertStore,
  lockCityStore,
  nextStoreSortOrder,
  type StoreRecord,
  type StoreValues,
  type UserRow,
  updateStore,
  writeAudit,
} from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { requireStaffCity, toStaffStore } from "./get-staff-city";

/** What the audit keeps of a store. */
const storeSnapshot = (store: StoreRecord) => {
  const { id: _id, cityId: _cityId, createdAt: _createdAt, ...rest } = store;
  return { ...rest, openingHours: toStaffStore(store).openingHours };
};

const valuesOf = (input: StoreInput, sortOrder: number): StoreValues => ({
  address: input.address,
  phone: input.phone,
  openingHours: [...input.openingHours].sort((a, b) => a.day - b.day) as StoreValues["openingHours"],
  latitude: input.latitude,
  longitude: input.longitude,
  active: input.active,
  pickupSlotCapacity: input.pickupSlotCapacity,
  sortOrder: input.sortOrder ?? sortOrder,
});

/** `storeId` null: a new store of the city (201). */
export async function saveStore(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  target: { citySlug: string; storeId: number | null },
  input: StoreInput,
): Promise<StaffStore> {
  const { db } = deps.database;
  const city = await requireStaffCity(db, staff, target.citySlug);
  const saved = await db.transaction(async (tx) => {
    const { storeId } = target;
    const before = storeId === null ? null : await lockCityStore(tx, city.id, storeId);
    if (storeId !== null && !before) throw new AppError("NOT_FOUND");
    const after = before
      ? await updateStore(tx, before.id, valuesOf(input, before.sortOrder))
      : await insertStore(tx, city.id, valuesOf(input, await nextStoreSortOrder(tx, city.id)));
    const [was, is] = [before && storeSnapshot(before), storeSnapshot(after)];
    if (JSON.stringify(was) !== JSON.stringify(is))
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: before ? "store.update" : "store.create",
        entityType: "store",
        entityId: String(after.id),
        cityId: city.id,
        before: was,
        after: is,
      });
    return after;
  });
  deps.contentChanged?.();
  return toStaffStore(saved);
}
