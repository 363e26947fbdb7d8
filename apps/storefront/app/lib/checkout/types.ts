// The checkout page's data (its loader) and the action's answer, shared by the route and its components.
import type { Cart, CartChange, CheckoutOptions, Locker, LockerList, PickupStore, Quote, TaxIdCheck } from "@shop/contracts";
import type { FormResult } from "../forms/form-state";
import type { PageData } from "../page.server";

/** A pickup store as the store select shows it (issue 19): its option's text, made by the loader. */
export interface PickupChoice extends PickupStore {
  /** The address, or the address and what the store lacks of the cart (then the option is disabled). */
  label: string;
}

export interface CheckoutData {
  page: PageData;
  cart: Cart;
  options: Omit<CheckoutOptions, "stores"> & { stores: PickupChoice[] };
  /** Said by the delivery when no store holds the whole cart (issue 19): choose a delivery, or change the cart. */
  pickupNote?: string;
  /** The quote for the first offered delivery, without a coupon (null for an empty cart). */
  quote: Quote | null;
  /** The signed-in customer's name and phone (null for a visitor, who is asked to sign in to place the order). */
  contact: { firstName: string; lastName: string; phone: string } | null;
  /** Sent with the order: a double submit or a retry of this page returns the same order. */
  idempotencyKey: string;
  /** Sign-in and sign-up, coming back to checkout. */
  signInTo: string;
  signUpTo: string;
  /** The style rules that show the checked delivery's fields on a page without JavaScript (delivery-choice.ts), made here on the server. */
  noScriptCss: string;
  /** An approved business account's company (issue 34): its orders' invoices are the company's, unasked. */
  invoiceCompany?: { name: string; nip: string | null } | null;
}

/**
 * "lockers": the parcel locker search of a page without JavaScript (with it, the picker asks the API itself);
 * "check-nip": the invoice's NIP looked up in the White List (issue 34).
 */
export type CheckoutIntent = "quote" | "coupon" | "place" | "lockers" | "check-nip";

/** What a page without JavaScript shows in the parcel locker picker after a post (routes/city/checkout-lockers.server.ts). */
export interface LockerReply {
  /** The search text as posted. */
  query: string;
  /** What it found; null when the search failed. */
  list: LockerList | null;
  /** The locker chosen before the post (kept checked), when the API still knows it. */
  chosen: Locker | null;
}

/** Where a server's message is shown: above the form (conform's form errors), by the delivery and payment, or by the coupon. */
export type AlertPlace = "form" | "delivery" | "coupon";

export interface CouponNote {
  ok: boolean;
  message: string;
  /** A refusal of the order (announced at once), not the answer to Apply. */
  urgent?: boolean;
}

export interface CheckoutReply {
  intent: CheckoutIntent;
  /** The form's values as posted (and, for a placing, the errors on their fields and above the form). */
  result: FormResult;
  quote: Quote | null;
  /** The key the next placing sends (the same one, unless the server refused it as used). */
  idempotencyKey: string;
  /** About the coupon: Apply's answer, or (urgent) why a placing refused it. */
  coupon?: CouponNote;
  /** CART_CHANGED: what the server changed in the cart. */
  changes?: CartChange[];
  /** PRICE_CHANGED: the new total the customer confirms by placing again. */
  priceChanged?: { message: string; total: number };
  alert?: { place: AlertPlace; message: string };
  /** The parcel locker picker's search and choice, for a page without JavaScript. */
  lockers?: LockerReply;
  /** "Check NIP": what the White List said of the invoice's NIP (null: not asked, the NIP is malformed). */
  nipCheck?: TaxIdCheck | null;
}
