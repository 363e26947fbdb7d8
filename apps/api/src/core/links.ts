// Addresses on the shop that e-mails and payment providers send customers to.

/** The order's tracking page on the shop, in the order's language and city. */
export const orderTrackingLink = (publicOrigin: string, locale: string, citySlug: string, orderId: string) =>
  `${publicOrigin.replace(/\/+$/, "")}/${locale}/${citySlug}/order-tracking/${orderId}`;
