// Codes and limits of orders and carts, without zod (the browser imports them; docs/adr/0005).
export const DELIVERY_METHOD_CODES = ["local-pickup", "parcel-locker", "post-box", "weekend-delivery", "courier"] as const;
export const PAYMENT_METHOD_CODES = ["in-store", "online", "crypto"] as const;
export const ORDER_STATUS_CODES = ["CREATED", "AWAITING_PAYMENT", "PAID", "APPROVED", "READY_FOR_PICKUP", "COMPLETED", "CANCELED"] as const;

/** The header a visitor's cart travels in (the storefront keeps it in an HttpOnly cookie). */
export const CART_HEADER = "X-Cart-Id";
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const MAX_LINE_QUANTITY = 999;
