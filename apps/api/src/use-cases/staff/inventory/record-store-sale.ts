// A sale over the counter typed or scanned in the back office (issue 33; docs/inventory.md "Sales over the counter"):
// the register's receipt number, the day (today unless told), lines (a product by EAN, SKU or #id, and the units).
// Every problem of the lines is answered at once by line; a line the store cannot cover is refused under the offers'
// locks naming the product and what the shelf holds; then the sale is posted (post-store-sale.ts).
import type { StoreSale, StoreSaleCreate } from "@shop/contracts";
import type { UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { earlierSale, postStoreSale, saleDay } from "./post-store-sale";
import { resolveStockLines, shortLineIssues } from "./stock-lines";
import { stockStoreFor } from "./store-scope";

export async function recordStoreSale(
  deps: Parameters<typeof postStoreSale>[0],
  staff: UserRow,
  body: StoreSaleCreate,
  requestKey: string | null,
  locale: Locale,
): Promise<{ created: boolean; sale: StoreSale }> {
  const store = await stockStoreFor(deps.database.db, staff, body.store);
  // The same form again, or a register number recorded already, is answered before the lines are looked at.
  const earlier = await earlierSale(deps, { store, reference: body.reference }, requestKey, locale);
  if (earlier) return earlier;
  const soldOn = saleDay(body.soldOn, locale);
  const lines = await resolveStockLines(deps.database.db, body.lines, { store, locale });
  return postStoreSale(
    deps,
    staff,
    {
      store,
      reference: body.reference,
      soldOn,
      source: "counter",
      lines,
      refuseShort: (units) => {
        const issues = shortLineIssues(lines, units, store, locale);
        return issues.length ? new AppError("VALIDATION_FAILED", { issues }) : null;
      },
    },
    requestKey,
    locale,
  );
}
