// The storefront pages a stock alert's e-mails link to: /{lang}/{city}/stock-alerts/confirm|unsubscribe?token=…
// (each page asks before it changes anything, so a mail scanner opening the link confirms or removes nothing).
export const stockAlertLink = (publicOrigin: string, locale: string, citySlug: string, page: "confirm" | "unsubscribe", token: string) =>
  `${publicOrigin.replace(/\/+$/, "")}/${locale}/${encodeURIComponent(citySlug)}/stock-alerts/${page}?token=${encodeURIComponent(token)}`;
