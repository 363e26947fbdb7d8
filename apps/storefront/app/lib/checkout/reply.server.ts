// What the checkout action answers the page: the form's values (and errors), the quote for the posted
// delivery and coupon, and what the server said (coupon, changed cart, changed price, a rule).
import { DeliveryMethod, type Quote, VALIDATION_MESSAGES } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { checkCoupon, getQuote } from "../api/checkout";
import type { ApiClient } from "../api/client";
import { ApiError } from "../api/client";
import { FIELD_ORDER } from "./field-order";
import type { AlertPlace } from "./types";

/** The delivery and coupon a posted form asks the quote for. */
export function quoteInputOf(formData: FormData): { delivery?: DeliveryMethod; couponCode?: string } {
  const delivery = DeliveryMethod.safeParse(formData.get("delivery"));
  const code = String(formData.get("couponCode") ?? "").trim();
  return { delivery: delivery.success ? delivery.data : undefined, couponCode: code ? code.slice(0, 64) : undefined };
}

const isCouponError = (error: unknown): error is ApiError => error instanceof ApiError && !!error.code?.startsWith("COUPON_");

/** The quote for a delivery and coupon; a refused coupon leaves the quote without it and says why. */
export async function quoteWith(
  api: ApiClient,
  city: string,
  input: { delivery?: DeliveryMethod; couponCode?: string },
): Promise<{ quote: Quote | null; couponError?: string }> {
  try {
    return { quote: await getQuote(api, { city, ...input }) };
  } catch (error) {
    if (input.couponCode && isCouponError(error)) {
      const { quote } = await quoteWith(api, city, { delivery: input.delivery });
      return { quote, couponError: error.message };
    }
    if (error instanceof ApiError) return { quote: null };
    throw error;
  }
}

/** "Apply": the coupon check's message ("Coupon applied", "Coupon not found", ...) and the quote with the chosen delivery. */
export async function applyCoupon(
  api: ApiClient,
  city: string,
  lang: Locale,
  input: { delivery?: DeliveryMethod; couponCode?: string },
): Promise<{ quote: Quote | null; coupon: { ok: boolean; message: string } }> {
  const code = input.couponCode;
  if (!code)
    return {
      ...(await quoteWith(api, city, { delivery: input.delivery })),
      coupon: { ok: false, message: VALIDATION_MESSAGES.required[lang] },
    };
  let message: string;
  try {
    message = (await checkCoupon(api, { city, code })).message;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { quote } = await quoteWith(api, city, { delivery: input.delivery });
    return { quote, coupon: { ok: false, message: error.message } };
  }
  const quoted = await quoteWith(api, city, input);
  return { quote: quoted.quote, coupon: quoted.couponError ? { ok: false, message: quoted.couponError } : { ok: true, message } };
}

/** The API's field issues (paths like "delivery.street") on the form's fields (named by their last part). */
export function fieldIssuesOf(error: ApiError): Record<string, string[]> {
  const known = new Set<string>(FIELD_ORDER);
  const fieldErrors: Record<string, string[]> = {};
  const issues = (error.body as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  for (const issue of Array.isArray(issues) ? issues : []) {
    const path = Array.isArray(issue.path) ? issue.path.join(".") : issue.path;
    const name = typeof path === "string" ? path.split(".").at(-1) : undefined;
    if (!name || !known.has(name) || typeof issue.message !== "string") continue;
    fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
  }
  return fieldErrors;
}

/** Where a refused placing's message belongs. */
export function alertPlaceOf(code: string | undefined): AlertPlace {
  if (code === "CHECKOUT_RULE" || code === "PICKUP_SLOT_INVALID") return "delivery";
  if (code?.startsWith("COUPON_")) return "coupon";
  return "form";
}
