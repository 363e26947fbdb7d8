// The pages of a stock alert's e-mail links (issue 18): what the token's alert is (asking changes nothing), its
// confirmation (double opt-in; when the product is already back, its one e-mail goes at once) and its removal
// (the address is forgotten). An unknown token: TOKEN_INVALID.
import type { StockAlertView } from "@shop/contracts";
import { confirmStockAlert, deleteStockAlert, findStockAlertView } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashToken } from "../../security/tokens";
import { notifyBackInStock, stockAlertEffectsOf } from "./notify-back-in-stock";

export async function viewStockAlert(deps: ApiDeps, token: string): Promise<StockAlertView> {
  const alert = await findStockAlertView(deps.database.db, hashToken(token));
  if (!alert) throw new AppError("TOKEN_INVALID");
  const state = alert.notifiedAt ? "notified" : alert.confirmedAt ? "confirmed" : "pending";
  return { productName: alert.productName, productSlug: alert.productSlug, citySlug: alert.citySlug, state };
}

export async function confirmStockAlertByToken(deps: ApiDeps, token: string): Promise<StockAlertView> {
  const hash = hashToken(token);
  const { view, sent } = await deps.database.db.transaction(async (tx) => {
    const alert = await confirmStockAlert(tx, hash);
    const found = alert ? await findStockAlertView(tx, hash) : null;
    if (!found) throw new AppError("TOKEN_INVALID");
    // The product may be back already: then its one e-mail is queued now (and the alert is done).
    const sent = found.notifiedAt ? 0 : await notifyBackInStock(tx, stockAlertEffectsOf(deps), [found.cityId]);
    const notified = found.notifiedAt !== null || (await findStockAlertView(tx, hash)) === null;
    const state: StockAlertView["state"] = notified ? "notified" : "confirmed";
    return { view: { productName: found.productName, productSlug: found.productSlug, citySlug: found.citySlug, state }, sent };
  });
  if (sent) deps.mailQueued?.();
  return view;
}

export async function unsubscribeStockAlert(deps: ApiDeps, token: string): Promise<void> {
  if (!(await deleteStockAlert(deps.database.db, hashToken(token)))) throw new AppError("TOKEN_INVALID");
}
