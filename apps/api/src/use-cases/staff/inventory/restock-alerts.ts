// Units came into a city's stores (a goods receipt; a transfer received): in the same transaction, the city's
// confirmed "back in stock" alerts whose product it can sell again are claimed and their e-mails queued, exactly as
// the offers' save does (issue 18; use-cases/catalogue/notify-back-in-stock.ts). A rollback takes both back.
import type { Tx } from "@shop/db";
import type { ApiDeps } from "../../../core/deps";
import { notifyBackInStock, stockAlertEffectsOf } from "../../catalogue/notify-back-in-stock";

/** What the alerts need of the API's deps (some callers' deps are narrowed). */
export type RestockDeps = Partial<Pick<ApiDeps, "brand" | "paymentOptions" | "mailQueued">>;

/**
 * Queues the due alerts' e-mails of these cities in the caller's transaction; the answer wakes the mail worker and is
 * called after the commit.
 */
export async function alertRestockedCities(tx: Tx, deps: RestockDeps, cityIds: readonly number[]): Promise<() => void> {
  const queued = await notifyBackInStock(tx, stockAlertEffectsOf(deps), cityIds);
  return () => {
    if (queued > 0) deps.mailQueued?.();
  };
}
