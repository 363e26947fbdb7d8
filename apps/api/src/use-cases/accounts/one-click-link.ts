// The URL of the List-Unsubscribe header (RFC 8058) of the e-mails a customer can stop: the API's one-click route on
// the shop's public origin, with what it stops and the token of the e-mail's own unsubscribe link
// (one-click-unsubscribe.ts answers it; POST only, a GET changes nothing).
import type { OneClickKind } from "@shop/contracts";

export const oneClickUnsubscribeLink = (publicOrigin: string, kind: OneClickKind, token: string) =>
  `${publicOrigin.replace(/\/+$/, "")}/api/v1/mail/one-click?kind=${kind}&token=${encodeURIComponent(token)}`;
