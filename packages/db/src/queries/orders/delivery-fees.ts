// Delivery fees of a city (decisions.md: per city and method, free above a threshold).
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { type DeliveryMethodCode, deliveryFees } from "../../schema";

export interface DeliveryFeeRow {
  method: DeliveryMethodCode;
  fee: number;
  freeFrom: number | null;
}

/** The city's fees by method; a method without a row costs nothing. */
export async function findDeliveryFees(db: DbOrTx, cityId: number): Promise<Map<DeliveryMethodCode, DeliveryFeeRow>> {
  const rows = await db
    .select({ method: deliveryFees.method, fee: deliveryFees.fee, freeFrom: deliveryFees.freeFrom })
    .from(deliveryFees)
    .where(eq(deliveryFees.cityId, cityId));
  return new Map(rows.map((row) => [row.method, row]));
}

/** Every city's fees (a few rows per city): the cart's free-delivery progress reads them from a per-process copy. */
export async function listDeliveryFees(db: DbOrTx): Promise<Array<DeliveryFeeRow & { cityId: number }>> {
  return db
    .select({ cityId: deliveryFees.cityId, method: deliveryFees.method, fee: deliveryFees.fee, freeFrom: deliveryFees.freeFrom })
    .from(deliveryFees);
}
