// Staff's minimal stock tool until the back office: a city's stock (and visibility) of one product. The carts
// holding more than the new stock are cut to it on their next read.
import { type DbOrTx, updateOfferStock } from "@shop/db";
import { AppError } from "../http/app-error";

export async function setOfferStock(
  db: DbOrTx,
  citySlug: string,
  productId: number,
  values: { stock: number; visible?: boolean | undefined },
): Promise<{ stock: number; visible: boolean }> {
  const offer = await updateOfferStock(db, citySlug, productId, values);
  if (!offer) throw new AppError("NOT_FOUND");
  return offer;
}
