// The stock count a staff member asks about (issue 33): found, and of a store they act on (404 otherwise); and the
// refusal of anything but reading once a count is no longer open.
import { countMessage } from "@shop/contracts";
import { type DbOrTx, findStockCount, type StockCountRow, type StockStoreRow, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../../core/app-error";
import { stockStoreFor } from "../store-scope";

export async function stockCountFor(
  db: DbOrTx,
  staff: UserRow,
  id: number,
  locale: Locale,
): Promise<{ count: StockCountRow; store: StockStoreRow }> {
  const count = await findStockCount(db, id, locale);
  if (!count) throw new AppError("NOT_FOUND");
  return { count, store: await stockStoreFor(db, staff, count.storeId) };
}

/** 409 naming the count, when it is applied or canceled. */
export function refuseUnlessOpen(count: { id: number; status: string }): void {
  if (count.status === "applied") throw new AppError("CONFLICT", { messages: countMessage((m) => m.applied({ id: count.id })) });
  if (count.status === "canceled") throw new AppError("CONFLICT", { messages: countMessage((m) => m.canceled({ id: count.id })) });
}
