// Staff's minimal stock tool (until the back office): a city's stock and visibility of one product, with the
// offer as it was (for the audit log).
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { offers } from "../../schema";

export interface OfferStockChange {
  before: { stock: number; visible: boolean };
  after: { stock: number; visible: boolean };
}

/** Sets the offer's stock (and visibility when given); null when the city has no offer of the product. */
export async function updateOfferStock(
  db: DbOrTx,
  cityId: number,
  productId: number,
  values: { stock: number; visible?: boolean | undefined },
): Promise<OfferStockChange | null> {
  const where = and(eq(offers.productId, productId), eq(offers.cityId, cityId));
  const [before] = await db.select({ stock: offers.stock, visible: offers.visible }).from(offers).where(where).for("update");
  if (!before) return null;
  const [after] = await db
    .update(offers)
    .set({ stock: values.stock, ...(values.visible === undefined ? {} : { visible: values.visible }) })
    .where(where)
    .returning({ stock: offers.stock, visible: offers.visible });
  return after ? { before, after } : null;
}
