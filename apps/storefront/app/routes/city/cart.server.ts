// The cart page (spec section 2: /{lang}/{city}/cart): its data, and the action every cart form posts to
// (add on the product page, set and remove on this page). Without JavaScript the action redirects (303,
// Post/Redirect/Get) and hands the API's changes or error to the next page in a flash cookie; with
// JavaScript (the `_js` field) it answers data for the fetcher, and the loaders revalidate.
import { MAX_LINE_QUANTITY } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { z } from "zod";
import { addToCart, removeFromCart, setCartQuantity } from "../../lib/api/cart";
import { ApiError } from "../../lib/api/client";
import { callerOf } from "../../lib/caller.server";
import { cartApi, cartCookie, cartIdOf } from "../../lib/cart/cart-cookie.server";
import { cartFlashCookie } from "../../lib/cart/cart-flash.server";
import { CART_INTENTS, type CartActionData, type CartIntent, cartAnswer } from "../../lib/cart/cart-form";
import { cookieHeaders, readCart } from "../../lib/cart/cart-view.server";
import { safeReturnPath, withParam } from "../../lib/cart/return-path";
import { JS_FIELD } from "../../lib/forms/parse";
import { cityCrumb, cityOf, pageSeo, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";

export async function cartPageData(args: LoaderFunctionArgs) {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const title = tt("pages.cart.title");
  const seo = pageSeo(args, title, tt("pages.cart.description", { city: city.names[lang] }));
  const read = await readCart(args);
  const cart = read.cart;
  return {
    page: { seo: { ...seo, robots: "noindex, nofollow" }, heading: title, crumbs: [cityCrumb(lang, city), { label: title }] },
    cart: cart
      ? { lines: cart.lines, itemCount: cart.itemCount, subtotal: cart.subtotal, tpd: cart.tpd, freeDelivery: cart.freeDelivery ?? null }
      : null,
  };
}

const ProductId = z.coerce.number().int().positive().max(2_147_483_647);
const Quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const STEPS: Record<string, number> = { "-1": -1, "1": 1 };

type Parsed =
  | { ok: true; intent: CartIntent; productId: number; quantity: number }
  | { ok: false; intent: CartIntent | null; error: string };

function parseCartForm(form: FormData, tt: ReturnType<typeof t>): Parsed {
  const intent = CART_INTENTS.find((value) => value === form.get("intent")) ?? null;
  const productId = ProductId.safeParse(form.get("productId") ?? "");
  if (!intent || !productId.success) return { ok: false, intent, error: tt("cart.errors.product") };
  if (intent === "remove") return { ok: true, intent, productId: productId.data, quantity: 0 };
  // A stepper's button (−/+) sends `step` with the line's quantity: the form works without JavaScript.
  const step = STEPS[String(form.get("step") ?? "")] ?? 0;
  const typed = Number(String(form.get("quantity") ?? "").trim() || Number.NaN);
  const quantity = Quantity.safeParse(typed + step);
  if (!quantity.success) return { ok: false, intent, error: tt("cart.errors.quantity", { max: MAX_LINE_QUANTITY }) };
  return { ok: true, intent, productId: productId.data, quantity: quantity.data };
}

export async function cartAction(args: ActionFunctionArgs) {
  const { request } = args;
  const { lang, city } = cityOf(args);
  const form = await request.formData();
  const parsed = parseCartForm(form, t(args));
  const productId = ProductId.safeParse(form.get("productId") ?? "").data ?? null;
  const cookies: string[] = [];
  let status = 200;
  let result: CartActionData;
  if (!parsed.ok) {
    result = { ok: false, intent: parsed.intent, productId, error: parsed.error };
    status = 400;
  } else {
    const { token } = await callerOf(args);
    const api = cartApi(request, lang, token);
    try {
      const cart =
        parsed.intent === "add"
          ? await addToCart(api, { city: city.slug, productId: parsed.productId, quantity: parsed.quantity })
          : parsed.intent === "set"
            ? await setCartQuantity(api, parsed.productId, { city: city.slug, quantity: parsed.quantity })
            : await removeFromCart(api, parsed.productId, city.slug);
      // A visitor's first add made a cart: its id goes into the cookie (a customer's cart is found by the token).
      if (!token && cart.id && cart.id !== cartIdOf(request)) cookies.push(cartCookie(cart.id, request));
      result = {
        ok: true,
        intent: parsed.intent,
        productId: parsed.productId,
        changes: cart.changes,
        cart: cartAnswer(cart, parsed.productId),
      };
    } catch (error) {
      // 409 NOT_ENOUGH_STOCK / PRODUCT_NOT_OFFERED and the like: the API's message, in the request's language.
      if (!(error instanceof ApiError)) throw error;
      status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      result = { ok: false, intent: parsed.intent, productId: parsed.productId, error: error.message };
    }
  }

  if (form.get(JS_FIELD) === "1") return data(result, { status, headers: cookieHeaders(cookies) });

  const cartPage = cityPath(lang, city.slug, "cart");
  const back = result.intent === "add" ? (safeReturnPath(String(form.get("returnTo") ?? ""), lang) ?? cartPage) : cartPage;
  const changes = result.ok ? result.changes : [];
  const error = result.ok ? null : { message: result.error, productId: result.productId };
  if (changes.length > 0 || error) cookies.push(cartFlashCookie({ changes, error }, request));
  // `added` names the product, so the card or form that was used says so on the page it comes back to.
  const to = result.ok && result.intent === "add" && back !== cartPage ? withParam(back, "added", String(result.productId)) : back;
  throw redirect(to, { status: 303, headers: cookieHeaders(cookies, { "Cache-Control": "no-store" }) });
}
