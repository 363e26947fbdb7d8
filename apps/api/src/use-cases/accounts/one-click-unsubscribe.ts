// One-click unsubscription (RFC 8058): the List-Unsubscribe header of the e-mails a customer can stop (review requests,
// a favourite's alerts, a stock alert's e-mails) names the API's URL with what it stops and the token of the e-mail's
// own unsubscribe link; a mail client's "Unsubscribe" button POSTs to it. The same token and the same use-case as the
// storefront page that link leads to: no sign-in, and what "again" answers is that use-case's. The URL: one-click-link.ts.
import type { OneClickKind } from "@shop/contracts";
import type { ApiDeps } from "../../core/deps";
import { unsubscribeFavouriteAlerts } from "../catalogue/favourites";
import { unsubscribeStockAlert } from "../catalogue/stock-alert-token";
import { optOutByToken } from "../reviews/review-emails";

/** Stops what the token's e-mail is about; TOKEN_INVALID for a token its use-case does not know. */
export async function oneClickUnsubscribe(deps: ApiDeps, kind: OneClickKind, token: string): Promise<void> {
  const { db } = deps.database;
  switch (kind) {
    case "review-requests":
      return optOutByToken(db, token);
    case "favourite":
      return unsubscribeFavouriteAlerts(db, token);
    case "stock-alert":
      return unsubscribeStockAlert(deps, token);
  }
}
