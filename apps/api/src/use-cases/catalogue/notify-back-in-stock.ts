// "Back in stock" (issue 18): after a city's stock changed (staff's stock tool, the offers' save and CSV import, a
// cancellation or expiry giving reservations back), in the same transaction: every confirmed alert of those
// cities whose product the city can sell again is claimed (notified_at set, one UPDATE: exactly once, however
// many changes race) and its e-mail queued with it. A rollback takes both back. The alert is then done.
import { claimBackInStockAlerts, setStockAlertToken, type Tx } from "@shop/db";
import { type BrandId, isLocale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import { newToken } from "../../security/tokens";
import { oneClickUnsubscribeLink } from "../accounts/one-click-link";
import { stockAlertLink } from "./stock-alert-links";

/** What the e-mails need beyond the database: the brand they speak for and the shop's origin for their links. */
export interface StockAlertEffects {
  brand: BrandId;
  publicOrigin: string;
}

/** The effects of the API's deps, when it has them (some callers' deps are narrowed to what they use). */
export function stockAlertEffectsOf(deps: {
  brand?: BrandId | undefined;
  paymentOptions?: { publicOrigin: string } | undefined;
}): StockAlertEffects | null {
  return deps.brand && deps.paymentOptions ? { brand: deps.brand, publicOrigin: deps.paymentOptions.publicOrigin } : null;
}

/** Queues the due alerts' e-mails in the caller's transaction; the number queued (wake the mail worker after commit). */
export async function notifyBackInStock(tx: Tx, effects: StockAlertEffects | null, cityIds: readonly number[]): Promise<number> {
  if (!effects || cityIds.length === 0) return 0;
  const due = await claimBackInStockAlerts(tx, cityIds);
  for (const alert of due) {
    const locale = isLocale(alert.locale) ? alert.locale : "en";
    // A new token for the unsubscribe link (the confirmation's raw token is not kept): it forgets the address.
    const token = newToken();
    await setStockAlertToken(tx, alert.id, token.hash);
    const product = `${effects.publicOrigin.replace(/\/+$/, "")}/${locale}/${alert.citySlug}/products/${encodeURIComponent(alert.productSlug)}`;
    await queueEmail(tx, {
      to: alert.email,
      locale,
      brand: effects.brand,
      message: {
        kind: "back-in-stock",
        firstName: "",
        productName: alert.productName,
        cityName: alert.cityName,
        link: product,
        unsubscribeLink: stockAlertLink(effects.publicOrigin, locale, alert.citySlug, "unsubscribe", token.token),
        oneClickLink: oneClickUnsubscribeLink(effects.publicOrigin, "stock-alert", token.token),
      },
    });
  }
  return due.length;
}
