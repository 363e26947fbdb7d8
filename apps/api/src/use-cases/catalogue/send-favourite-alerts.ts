// A favourite's e-mails (issue 38; docs/accounts.md "Favourites"): a pass over every city some favourite's alerts
// watch. In one transaction per city, the due alerts are claimed by one UPDATE (favourites.ts
// claimFavouriteAlerts: a return to stock after being out, or a price below the one last told) and their e-mails are
// queued: however many processes run a pass at once, each change is told once. The price shown is the product
// page's (priceInfo: a reduced price with its lowest price of the 30 days before the reduction, the Omnibus rules).
import { claimFavouriteAlerts, type Db, favouriteAlertCityIds, setFavouriteToken } from "@shop/db";
import { type BrandId, isLocale, RETAIL } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import { newToken } from "../../security/tokens";
import { oneClickUnsubscribeLink } from "../accounts/one-click-link";
import { loadActiveCities } from "./catalogue-city";
import { loadCategoryIndex } from "./category-index";
import { loadCards } from "./product-cards";

export interface FavouriteAlertDeps {
  database: { db: Db };
  brand: BrandId;
  /** The shop's origin for the e-mails' links. */
  publicOrigin: string;
}

/** The page of a favourite alert's unsubscribe link (it asks before it changes anything). */
const unsubscribeLink = (origin: string, locale: string, citySlug: string, token: string) =>
  `${origin}/${locale}/${encodeURIComponent(citySlug)}/favourites/unsubscribe?token=${encodeURIComponent(token)}`;

/** One pass: the number of e-mails queued (wake the mail worker after it). */
export async function sendFavouriteAlerts(deps: FavouriteAlertDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const origin = deps.publicOrigin.replace(/\/+$/, "");
  const cities = await loadActiveCities(db);
  const categories = await loadCategoryIndex(db);
  let queued = 0;
  for (const cityId of await favouriteAlertCityIds(db)) {
    // A switched-off city tells nothing (and notes nothing: its changes are told when it is back).
    const city = cities.find((active) => active.id === cityId);
    if (!city) continue;
    queued += await db.transaction(async (tx) => {
      let count = 0;
      for (const alert of await claimFavouriteAlerts(tx, cityId)) {
        const locale = isLocale(alert.locale) ? alert.locale : "en";
        // The card as a retail shopper sees it (the told price is the retail one); the transaction's own handle.
        const [loaded] = await loadCards(tx as unknown as Db, [alert.productId], { cityId, locale, customer: RETAIL, categories, now });
        if (!loaded) continue;
        const { card } = loaded;
        const token = newToken();
        await setFavouriteToken(tx, alert.userId, alert.productId, token.hash);
        await queueEmail(tx, {
          to: alert.email,
          locale,
          brand: deps.brand,
          message: {
            kind: "favourite-alert",
            firstName: alert.firstName,
            productName: card.name,
            cityName: city.names[locale],
            change: alert.kind,
            price: card.price.unit,
            regular: card.price.sale !== null ? card.price.regular : null,
            lowest30Days: card.price.lowest30Days,
            link: `${origin}/${locale}/${encodeURIComponent(city.slug)}/products/${encodeURIComponent(card.slug)}`,
            unsubscribeLink: unsubscribeLink(origin, locale, city.slug, token.token),
            oneClickLink: oneClickUnsubscribeLink(origin, "favourite", token.token),
          },
        });
        count++;
      }
      return count;
    });
  }
  return queued;
}
