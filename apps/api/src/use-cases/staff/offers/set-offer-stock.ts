// Staff's minimal stock tool until the back office: a city's stock (and visibility) of one product. The carts
// holding more than the new stock are cut to it on their next read. A city manager sets their cities' only;
// every change is in the audit log.
import { type Db, findActiveCity, findStaffCities, staffMayActOn, type UserRow, updateOfferStock, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import { notifyBackInStock, type StockAlertEffects } from "../../catalogue/notify-back-in-stock";

export async function setOfferStock(
  db: Db,
  staff: UserRow,
  citySlug: string,
  productId: number,
  values: { stock: number; visible?: boolean | undefined },
  alerts: { effects: StockAlertEffects | null; mailQueued?: (() => void) | undefined } = { effects: null },
): Promise<{ stock: number; visible: boolean }> {
  const city = await findActiveCity(db, citySlug);
  if (!city || !staffMayActOn(await findStaffCities(db, staff), city.id)) throw new AppError("NOT_FOUND");
  let notified = 0;
  const changed = await db.transaction(async (tx) => {
    const change = await updateOfferStock(tx, city.id, productId, values);
    // Back in stock (issue 18): the city's confirmed alerts of what it can sell again are e-mailed, once.
    if (change && change.after.stock > 0) notified = await notifyBackInStock(tx, alerts.effects, [city.id]);
    if (change)
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: "offer.stock",
        entityType: "offer",
        entityId: `${city.slug}:${productId}`,
        cityId: city.id,
        before: change.before,
        after: change.after,
      });
    return change;
  });
  if (!changed) throw new AppError("NOT_FOUND");
  if (notified) alerts.mailQueued?.();
  return changed.after;
}
