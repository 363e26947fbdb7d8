import type { OrderSummary } from "@shop/contracts";
import { normalizeOrderId } from "@shop/domain";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { BuyAgainAnswer } from "../../../components/account/orders-list";
import { accountPage } from "../../../lib/account/page.server";
import { type ApiClient, ApiError } from "../../../lib/api/client";
import { getMyInvoices } from "../../../lib/api/invoices";
import { getMyOrders, reorder } from "../../../lib/api/orders";
import { customerOf } from "../../../lib/caller.server";
import { cartFlashCookie } from "../../../lib/cart/cart-flash.server";
import { cookieHeaders } from "../../../lib/cart/cart-view.server";
import { t } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";

/** The signed-in customer's orders, newest first (`limit`: only that many). */
export async function myOrders(api: ApiClient, limit?: number): Promise<OrderSummary[]> {
  const { items } = await getMyOrders(api);
  const newestFirst = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return limit === undefined ? newestFirst : newestFirst.slice(0, limit);
}

/** Every order of the customer, with their invoices. */
export async function loadCabinetOrders(args: LoaderFunctionArgs) {
  const { api } = await customerOf(args);
  const [orders, invoices] = await Promise.all([myOrders(api), getMyInvoices(api)]);
  return { page: accountPage(args, "cabinetOrders", ["cabinet"]), orders, invoices: invoices.items };
}

/**
 * "Buy again" (a plain POST form, also from the main panel): the API puts the order's lines back in the cart in
 * this city at today's prices; what could not go back as it was rides to the cart page in the cart's flash
 * cookie, where the "cart changed" dialog tells it.
 */
export async function buyAgainAction(args: ActionFunctionArgs) {
  const { api, lang, city } = await customerOf(args);
  const form = await args.request.formData();
  const typed = form.get("orderId");
  const orderId = typeof typed === "string" ? normalizeOrderId(typed) : null;
  const say = t(args);
  if (!orderId) return data<BuyAgainAnswer>({ orderId: "", message: say("orders.tracking.invalid") }, { status: 400 });
  try {
    const answer = await reorder(api, orderId, city.slug);
    const changes = [...answer.changes, ...answer.cart.changes];
    const cookies = changes.length > 0 ? [cartFlashCookie({ changes, error: null }, args.request)] : [];
    return redirect(cityPath(lang, city.slug, "cart"), { status: 303, headers: cookieHeaders(cookies) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = say("orders.list.buyAgainFailed", { message: error.message });
    return data<BuyAgainAnswer>({ orderId, message }, { status: error.statusCode });
  }
}
