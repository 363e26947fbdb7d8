// The checkout page's data and its one action with three intents: "quote" (delivery changed), "coupon"
// (Apply) and "place" (Place order). With JavaScript the first two come from a fetcher; without it they
// are plain posts of the whole form and the page renders again with what was typed. What the action
// answers: the form's values (and errors), the quote for the posted delivery and coupon, and what the
// server said (coupon, changed cart, changed price, a rule).

import { type Cart, DeliveryMethod, type Quote, VALIDATION_MESSAGES } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect, redirectDocument } from "react-router";
import { noScriptRules } from "../../components/checkout/delivery-choice";
import { INVOICE_NO_SCRIPT_RULES } from "../../components/checkout/invoice-rules";
import { accountPage } from "../../lib/account/page.server";
import { cartChangesOf, changedQuoteOf, checkCoupon, getCheckoutOptions, getQuote, placeOrder } from "../../lib/api/checkout";
import { type ApiClient, ApiError } from "../../lib/api/client";
import { callerOf } from "../../lib/caller.server";
import { cartApi } from "../../lib/cart/cart-cookie.server";
import { readCart } from "../../lib/cart/cart-view.server";
import { FIELD_ORDER } from "../../lib/checkout/field-order";
import { CheckoutFields, toPlaceOrderRequest } from "../../lib/checkout/form-schema";
import { pickupChoices } from "../../lib/checkout/pickup-choices.server";
import type { AlertPlace, CheckoutData, CheckoutIntent, CheckoutReply } from "../../lib/checkout/types";
import { parseForm } from "../../lib/forms/parse";
import { cityOf, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { CHECK_NIP_INTENT, nipCheckReply } from "../../lib/tax-ids/nip-check.server";
import { invoicePrefill } from "../../lib/tax-ids/prefill";

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The page's language and city, and the caller (anonymous or signed in) with the API as the caller's cart sees it. */
async function shopperOf(args: Pick<LoaderFunctionArgs, "context" | "request" | "url">) {
  const { lang, city } = cityOf(args);
  const { user, token } = await callerOf(args);
  return { lang, city, user, token, api: cartApi(args.request, lang, token) };
}

export async function checkoutLoader(args: LoaderFunctionArgs): Promise<CheckoutData> {
  const { lang, city, user, api } = await shopperOf(args);
  // The request's one cart read, shared with the city layout (whose dialog shows the changes it reports).
  const [read, options] = await Promise.all([readCart(args), getCheckoutOptions(api, city.slug)]);
  const cart = read.cart ?? emptyCart(city.slug);
  const delivery = options.deliveries[0]?.method;
  const quote = cart.lines.length > 0 ? await getQuote(api, { city: city.slug, delivery }).catch(nullOnApiError) : null;
  return {
    page: accountPage(args, "checkout", ["cart"]),
    cart,
    // The pickup stores' texts (what each lacks of the cart) are made here: no bytes in the browser's code.
    ...pickupChoices(options, t(args)),
    noScriptCss: `${noScriptRules(options.deliveries)}\n${INVOICE_NO_SCRIPT_RULES}`,
    quote,
    contact: user ? { firstName: user.firstName, lastName: user.lastName, phone: user.phone } : null,
    invoiceCompany:
      user?.business.status === "approved" && user.business.companyName
        ? { name: user.business.companyName, nip: user.business.ssn }
        : null,
    idempotencyKey: crypto.randomUUID(),
    signInTo: cityPath(lang, city.slug, "signIn", undefined, { returnTo: cityPath(lang, city.slug, "checkout") }),
    signUpTo: cityPath(lang, city.slug, "signUp", undefined, { returnTo: cityPath(lang, city.slug, "checkout") }),
  };
}

const emptyCart = (city: string): Cart => ({ id: null, city, lines: [], itemCount: 0, subtotal: 0, tpd: false, changes: [] });

function nullOnApiError(error: unknown): null {
  if (error instanceof ApiError) return null;
  throw error;
}

export async function checkoutAction(args: ActionFunctionArgs): Promise<CheckoutReply> {
  const { lang, city, user, token, api } = await shopperOf(args);
  const formData = await args.request.formData();
  const intent: CheckoutIntent =
    formData.get("intent") === "quote" || formData.get("intent") === "coupon" ? (formData.get("intent") as CheckoutIntent) : "place";
  const postedKey = String(formData.get("idempotencyKey") ?? "");
  const idempotencyKey = KEY_PATTERN.test(postedKey) ? postedKey : crypto.randomUUID();
  const submission = parseForm(formData, CheckoutFields);
  const values = { initialValue: submission.reply().initialValue };
  const input = quoteInputOf(formData);

  if (intent === "quote") {
    const { quote, couponError } = await quoteWith(api, city.slug, input);
    return { intent, result: values, quote, idempotencyKey, coupon: couponError ? { ok: false, message: couponError } : undefined };
  }
  if (intent === "coupon") return { intent, result: values, idempotencyKey, ...(await applyCoupon(api, city.slug, lang, input)) };
  const signIn = cityPath(lang, city.slug, "signIn", undefined, { returnTo: cityPath(lang, city.slug, "checkout") });
  if (formData.get("intent") === CHECK_NIP_INTENT) {
    if (!user) throw redirect(signIn, 303);
    const { result, nipCheck } = await nipCheckReply(api, formData, {
      field: "invoiceNip",
      prefill: invoicePrefill,
      skip: ["idempotencyKey"],
    });
    // A fetcher's check posts only the NIP: its page keeps its quote (no delivery posted, none asked for).
    const quote = input.delivery ? (await quoteWith(api, city.slug, input)).quote : null;
    return { intent: CHECK_NIP_INTENT, result, quote, idempotencyKey, nipCheck };
  }

  if (!user) throw redirect(signIn, 303);
  const requote = async () => (await quoteWith(api, city.slug, input)).quote;
  if (submission.status !== "success") return { intent, result: submission.reply(), quote: await requote(), idempotencyKey };

  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    const request = {
      ...toPlaceOrderRequest(submission.value, city.slug),
      onlineMethod: onlineMethodOf(formData, submission.value.payment),
    };
    placed = await placeOrder(cartApi(args.request, lang, token), request, idempotencyKey);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 401) throw redirect(signIn, 303);
    return refusal(error, { intent, idempotencyKey, submission, quote: requote });
  }
  // Online: the payment provider's page (another site, a full page load). In store and crypto: the order's page.
  if (placed.next.kind === "redirect") throw redirectDocument(placed.next.url, 303);
  throw redirect(cityPath(lang, city.slug, "order", { orderId: placed.order.id }, { placed: 1 }), 303);
}

/** A refused placing: the server's message where it belongs, and the quote the page shows now. */
async function refusal(
  error: ApiError,
  context: { intent: CheckoutIntent; idempotencyKey: string; submission: ReturnType<typeof parseForm>; quote: () => Promise<Quote | null> },
): Promise<CheckoutReply> {
  const { intent, submission } = context;
  const place = alertPlaceOf(error.code);
  const formIssues = formIssuesOf(error);
  const reply = {
    intent,
    idempotencyKey: context.idempotencyKey,
    // Messages about the whole order go above the form; a rule or a coupon by its section.
    result: submission.reply({
      formErrors: formIssues.length > 0 ? formIssues : place === "form" ? [error.message] : [],
      fieldErrors: fieldIssuesOf(error),
    }),
    alert: place === "delivery" ? { place, message: error.message } : undefined,
    coupon: place === "coupon" ? { ok: false, message: error.message, urgent: true } : undefined,
  };
  switch (error.code) {
    case "CART_CHANGED":
      return { ...reply, changes: cartChangesOf(error), quote: await context.quote() };
    case "PRICE_CHANGED": {
      const quote = changedQuoteOf(error) ?? (await context.quote());
      return {
        ...reply,
        result: submission.reply(),
        quote,
        priceChanged: quote ? { message: error.message, total: quote.total } : undefined,
      };
    }
    case "IDEMPOTENCY_KEY_REUSED":
      // This key belongs to another order's request: the next placing gets a new one.
      return { ...reply, quote: await context.quote(), idempotencyKey: crypto.randomUUID() };
    default:
      return { ...reply, quote: await context.quote() };
  }
}

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
/** Przelewy24's method picked under online payment (payment-section's list); none: chosen on P24's page. */
export function onlineMethodOf(formData: FormData, payment: string): number | undefined {
  const id = Number(formData.get("onlineMethod"));
  return payment === "online" && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The API's issues about a part of the order that is no field of its own (the online method): said at the form. */
export function formIssuesOf(error: ApiError): string[] {
  const issues = (error.body as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  return (Array.isArray(issues) ? issues : []).flatMap((issue) =>
    issue.path === "onlineMethod" && typeof issue.message === "string" ? [issue.message] : [],
  );
}

export function fieldIssuesOf(error: ApiError): Record<string, string[]> {
  const known = new Set<string>(FIELD_ORDER);
  const fieldErrors: Record<string, string[]> = {};
  const issues = (error.body as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  for (const issue of Array.isArray(issues) ? issues : []) {
    const path = Array.isArray(issue.path) ? issue.path.join(".") : issue.path;
    // The invoice's fields are flat in the form: "invoice.nip" is invoiceNip.
    const invoice = typeof path === "string" ? /^invoice\.(\w)(\w*)$/.exec(path) : null;
    const name = invoice
      ? `invoice${invoice[1]?.toUpperCase()}${invoice[2]}`
      : typeof path === "string"
        ? path.split(".").at(-1)
        : undefined;
    if (!name || !known.has(name) || typeof issue.message !== "string") continue;
    fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
  }
  return fieldErrors;
}

/** Where a refused placing's message belongs. */
export function alertPlaceOf(code: string | undefined): AlertPlace {
  if (code === "CHECKOUT_RULE" || code === "PICKUP_SLOT_INVALID" || code === "STORE_LACKS_STOCK") return "delivery";
  if (code?.startsWith("COUPON_")) return "coupon";
  return "form";
}
