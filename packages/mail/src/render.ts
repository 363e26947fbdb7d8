import { BRANDS, type Brand, type BrandId, isLocale, type Locale } from "@shop/domain";
import type { EmailContent } from "./content";
import { assertWebLink } from "./escape";
import { renderHtml } from "./layout-html";
import { renderText } from "./layout-text";
import type { EmailMessage, RenderedEmail } from "./message";
import { BUSINESS_APPROVED } from "./texts/business-approved";
import { BUSINESS_REJECTED } from "./texts/business-rejected";
import { COMMON } from "./texts/common";
import { FAVOURITE_ALERT } from "./texts/favourite-alerts";
import { INVOICE } from "./texts/invoice";
import { NEW_DEVICE_SIGN_IN } from "./texts/new-device-sign-in";
import { ORDER_PLACED } from "./texts/order-placed";
import { ORDER_PICKUP_REMINDER, ORDER_STATUS } from "./texts/order-status";
import { PASSWORD_RESTORE } from "./texts/password-restore";
import { REORDER_DIGEST } from "./texts/reorder-digest";
import { REVIEW_REQUEST } from "./texts/review-request";
import { SECOND_FACTOR_REMOVED } from "./texts/second-factor-removed";
import { BACK_IN_STOCK, STOCK_ALERT_CONFIRM } from "./texts/stock-alerts";
import { VERIFY_EMAIL } from "./texts/verify-email";

function contentOf(message: EmailMessage, locale: Locale, brandName: string): EmailContent {
  switch (message.kind) {
    case "verify-email":
      return VERIFY_EMAIL[locale]({ ...message, link: assertWebLink(message.link) }, brandName);
    case "password-restore":
      return PASSWORD_RESTORE[locale]({ ...message, link: assertWebLink(message.link) }, brandName);
    case "business-approved":
      return BUSINESS_APPROVED[locale](message, brandName);
    case "business-rejected":
      return BUSINESS_REJECTED[locale](message, brandName);
    case "second-factor-removed":
      return SECOND_FACTOR_REMOVED[locale](message, brandName);
    case "new-device-sign-in":
      return NEW_DEVICE_SIGN_IN[locale](message, brandName);
    case "order-placed":
      return ORDER_PLACED[locale](message, brandName);
    case "order-status":
      return ORDER_STATUS[locale](message, brandName);
    case "order-pickup-reminder":
      return ORDER_PICKUP_REMINDER[locale](message, brandName);
    case "stock-alert-confirm":
    case "back-in-stock": {
      const links = { ...message, link: assertWebLink(message.link), unsubscribeLink: assertWebLink(message.unsubscribeLink) };
      return links.kind === "back-in-stock" ? BACK_IN_STOCK[locale](links, brandName) : STOCK_ALERT_CONFIRM[locale](links, brandName);
    }
    case "favourite-alert":
      return FAVOURITE_ALERT[locale](
        {
          ...message,
          link: assertWebLink(message.link),
          unsubscribeLink: assertWebLink(message.unsubscribeLink),
        },
        brandName,
      );
    case "invoice":
      return INVOICE[locale](message, brandName);
    case "review-request": {
      const products = message.products.map((product) => ({ ...product, link: assertWebLink(product.link) }));
      return REVIEW_REQUEST[locale]({ ...message, products, unsubscribeLink: assertWebLink(message.unsubscribeLink) }, brandName);
    }
    case "reorder-digest":
      return REORDER_DIGEST[locale]({ ...message, stores: message.stores.map((s) => ({ ...s, link: assertWebLink(s.link) })) }, brandName);
  }
}

/** The e-mail in the customer's language and the brand's name and colours: subject, HTML and plain text. */
export function renderEmail(message: EmailMessage, locale: Locale, brand: Brand | BrandId): RenderedEmail {
  const lang: Locale = isLocale(locale) ? locale : "en";
  const theBrand = typeof brand === "string" ? (BRANDS[brand] ?? BRANDS.default) : brand;
  const content = contentOf(message, lang, theBrand.name);
  const common = COMMON[lang];
  const input = { content, greeting: common.greeting(message.firstName), common, brand: theBrand, locale: lang };
  return { subject: content.subject, html: renderHtml(input), text: renderText(input) };
}

/**
 * The headers that let a mail client's own "Unsubscribe" button stop an e-mail in one click (RFC 2369, RFC 8058; the
 * bulk-sender rules of Gmail and Yahoo): only the e-mails a customer can stop (review requests, favourite and stock
 * alerts), never an order's or an account's. The client POSTs `List-Unsubscribe=One-Click` to the API's URL.
 */
export function listUnsubscribeHeaders(message: EmailMessage): Record<string, string> | null {
  if (!("oneClickLink" in message)) return null;
  const url = new URL(assertWebLink(message.oneClickLink)).href;
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
