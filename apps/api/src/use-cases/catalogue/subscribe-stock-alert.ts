// "Notify me when back in stock" (issue 18): a request for a product the city cannot sell now. A visitor gets a
// confirmation e-mail (double opt-in; only confirmed alerts are notified); a signed-in customer with a verified
// address is subscribed at once. One pending alert per (product, city, e-mail): a repeat is refused and changes
// nothing; a done one (notified before) starts over. Limited per caller and per e-mail.
import { type StockAlertAnswer, type StockAlertRequest, VALIDATION_MESSAGES } from "@shop/contracts";
import { cityStockOf, findAlertProduct, type UserRow, upsertStockAlert } from "@shop/db";
import type { Locale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { newToken } from "../../security/tokens";
import { oneClickUnsubscribeLink } from "../accounts/one-click-link";
import { loadActiveCities } from "./catalogue-city";
import { stockAlertLink } from "./stock-alert-links";

export async function subscribeStockAlert(
  deps: ApiDeps,
  user: UserRow | null,
  request: StockAlertRequest,
  locale: Locale,
  ip: string,
): Promise<StockAlertAnswer> {
  const { db } = deps.database;
  const account = user?.email ? { email: user.email, verified: user.emailVerifiedAt !== null } : null;
  const email = account?.email ?? request.email;
  if (!email) throw new AppError("VALIDATION_FAILED", { issues: [{ path: "email", message: VALIDATION_MESSAGES.required[locale] }] });
  await deps.limits.consume("stock-alert", ip);
  await deps.limits.consume("stock-alert", `email:${email}`);

  const city = (await loadActiveCities(db)).find((active) => active.slug === request.city);
  const product = city ? await findAlertProduct(db, request.productSlug, locale) : null;
  if (!city || !product) throw new AppError("NOT_FOUND");
  const stock = await cityStockOf(db, city.id, product.id);
  if (stock === null) throw new AppError("PRODUCT_NOT_OFFERED");
  if (stock > 0) throw new AppError("PRODUCT_IN_STOCK");

  const confirmed = account?.verified === true;
  const token = newToken();
  const queued = await db.transaction(async (tx) => {
    const alert = await upsertStockAlert(tx, {
      productId: product.id,
      cityId: city.id,
      email,
      userId: user?.id ?? null,
      locale,
      tokenHash: token.hash,
      confirmed,
    });
    if (!alert) throw new AppError("STOCK_ALERT_EXISTS");
    if (confirmed) return false;
    const origin = deps.paymentOptions.publicOrigin;
    await queueEmail(tx, {
      to: email,
      locale,
      brand: deps.brand,
      message: {
        kind: "stock-alert-confirm",
        firstName: user?.firstName ?? "",
        productName: product.name,
        cityName: city.names[locale],
        link: stockAlertLink(origin, locale, city.slug, "confirm", token.token),
        unsubscribeLink: stockAlertLink(origin, locale, city.slug, "unsubscribe", token.token),
        oneClickLink: oneClickUnsubscribeLink(origin, "stock-alert", token.token),
      },
    });
    return true;
  });
  if (queued) deps.mailQueued?.();
  return { status: confirmed ? "subscribed" : "confirmation-sent" };
}
