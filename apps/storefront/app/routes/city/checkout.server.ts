// The checkout page's data and its one action with three intents: "quote" (delivery changed), "coupon"
// (Apply) and "place" (Place order). With JavaScript the first two come from a fetcher; without it they
// are plain posts of the whole form and the page renders again with what was typed.

import type { Cart, Quote } from "@shop/contracts";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect, redirectDocument } from "react-router";
import { accountPage } from "../../lib/account/page.server";
import { cartChangesOf, changedQuoteOf, getCheckoutOptions, getQuote, placeOrder } from "../../lib/api/checkout";
import { ApiError } from "../../lib/api/client";
import { sessionOf } from "../../lib/auth.server";
import { cartApi } from "../../lib/cart/cart-cookie.server";
import { readCart } from "../../lib/cart/cart-view.server";
import { CheckoutFields, toPlaceOrderRequest } from "../../lib/checkout/form-schema";
import { alertPlaceOf, applyCoupon, fieldIssuesOf, quoteInputOf, quoteWith } from "../../lib/checkout/reply.server";
import type { CheckoutData, CheckoutIntent, CheckoutReply } from "../../lib/checkout/types";
import { parseForm } from "../../lib/forms/parse";
import { cityOf } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

async function callerOf(args: Pick<LoaderFunctionArgs, "context" | "request" | "url">) {
  const { lang, city } = cityOf(args);
  const session = sessionOf(args.context);
  const user = await session.user();
  const token = user ? session.token : null;
  return { lang, city, user, token, api: cartApi(args.request, lang, token) };
}

export async function checkoutLoader(args: LoaderFunctionArgs): Promise<CheckoutData> {
  const { lang, city, user, api } = await callerOf(args);
  // The request's one cart read, shared with the city layout (whose dialog shows the changes it reports).
  const [read, options] = await Promise.all([readCart(args), getCheckoutOptions(api, city.slug)]);
  const cart = read.cart ?? emptyCart(city.slug);
  const delivery = options.deliveries[0]?.method;
  const quote = cart.lines.length > 0 ? await getQuote(api, { city: city.slug, delivery }).catch(nullOnApiError) : null;
  return {
    page: accountPage(args, "checkout", ["cart"]),
    cart,
    options,
    quote,
    contact: user ? { firstName: user.firstName, lastName: user.lastName, phone: user.phone } : null,
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
  const { lang, city, user, token, api } = await callerOf(args);
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
  if (!user) throw redirect(signIn, 303);
  const requote = async () => (await quoteWith(api, city.slug, input)).quote;
  if (submission.status !== "success") return { intent, result: submission.reply(), quote: await requote(), idempotencyKey };

  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(cartApi(args.request, lang, token), toPlaceOrderRequest(submission.value, city.slug), idempotencyKey);
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
  const reply = {
    intent,
    idempotencyKey: context.idempotencyKey,
    // Messages about the whole order go above the form; a rule or a coupon by its section.
    result: submission.reply({ formErrors: place === "form" ? [error.message] : [], fieldErrors: fieldIssuesOf(error) }),
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
