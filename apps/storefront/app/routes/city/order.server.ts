import { VALIDATION_MESSAGES } from "@shop/contracts";
import { normalizeOrderId } from "@shop/domain";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect, redirectDocument } from "react-router";
import { readNoticeFlags } from "../../components/orders/notices";
import type { ActionAnswer } from "../../components/orders/pay-actions";
import { type ApiClient, ApiError } from "../../lib/api/client";
import { getOrderInvoices } from "../../lib/api/invoices";
import { cancelOrder, findOrder, retryPayment, simulateTransfer } from "../../lib/api/orders";
import { callerOf, customerOf } from "../../lib/caller.server";
import { cityOf, pageNotFound, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { isOrderId } from "../../lib/route-params";
import { serverApi } from "../../lib/runtime.server";
import { orderPage } from "./order-tracking.server";

type Args = Pick<LoaderFunctionArgs, "context" | "url" | "params" | "request">;

/** The id of the address (canonical), or the 404 page for anything that cannot be an order id. */
function orderIdOf(args: Args): string {
  const typed = args.params.orderId;
  const id = isOrderId(typed) ? normalizeOrderId(typed ?? "") : null;
  if (!id) pageNotFound(args.url);
  return id;
}

/** An API refusal the page cannot render around (too many lookups, the API down): the error screen with its message. */
function failed(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  throw data({ statusCode: error.statusCode, message: error.message }, { status: error.statusCode });
}

/** The owner's invoices of the order (none when the API says it is not the caller's: a staff member's look). */
async function ownerInvoices(api: ApiClient, id: string) {
  try {
    return (await getOrderInvoices(api, id)).items;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return [];
    return failed(error);
  }
}

/**
 * One order: what anybody with the number sees, and for its signed-in owner (or staff) the details
 * and what can be done (pay, cancel). An unknown id is the 404 page; a number typed in lower case or
 * with dashes goes to its canonical address.
 */
export async function orderLoader(args: Args) {
  const { lang, city } = cityOf(args);
  const id = orderIdOf(args);
  if (id !== args.params.orderId) throw redirect(`${cityPath(lang, city.slug, "order", { orderId: id })}${args.url.search}`);
  const { user, token } = await callerOf(args);
  const api = serverApi(args.request, lang, token);
  const order = await findOrder(api, id).catch(failed);
  if (!order) pageNotFound(args.url);
  const path = cityPath(lang, city.slug, "order", { orderId: id });
  const details = order.details;
  // Staff see every order's details; only the customer who placed it pays for it or cancels it.
  const owner = !!details && !!user && (user.role !== "staff" || details.contact.email === user.email);
  // The invoices name the buyer: its owner's only (staff have the back office's invoice pages).
  const invoices = owner ? await ownerInvoices(api, id) : [];
  return {
    page: orderPage(args, id),
    order,
    owner,
    invoices,
    flags: readNoticeFlags(args.url.searchParams),
    confirmCancel: owner && !!details?.canCancel && args.url.searchParams.get("cancel") === "1",
    paths: {
      self: path,
      cancel: cityPath(lang, city.slug, "order", { orderId: id }, { cancel: "1" }),
      signIn: user ? null : cityPath(lang, city.slug, "signIn", undefined, { returnTo: path }),
    },
  };
}

const answer = (intent: string, message: string, status = 400) => data<ActionAnswer>({ intent, message }, { status });

/** The owner's actions: pay again (to the provider's page), cancel (after the confirmation), and the chain simulator's transfer. */
export async function orderAction(args: ActionFunctionArgs) {
  const { lang, city } = cityOf(args);
  const id = orderIdOf(args);
  const { api } = await customerOf(args);
  const page = (query?: Record<string, string>) => cityPath(lang, city.slug, "order", { orderId: id }, query);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "pay") {
      const next = await retryPayment(api, id);
      // The provider's hosted page may live outside the storefront's routes: a full page load.
      return next.kind === "redirect" ? redirectDocument(next.url, 303) : redirect(page(), 303);
    }
    if (intent === "cancel") {
      const reason = String(form.get("reason") ?? "").trim();
      if (reason.length > 500) return answer(intent, VALIDATION_MESSAGES.tooLong[lang]);
      await cancelOrder(api, id, reason || undefined);
      return redirect(page({ canceled: "1" }), 303);
    }
    if (intent === "simulate") {
      const crypto = (await findOrder(api, id))?.details?.crypto;
      if (crypto?.status !== "pending") return redirect(page(), 303);
      const sent = await simulateTransfer(api, crypto.amount);
      if (!sent) return answer(intent, t(args)("orders.pay.simulatorOff"), 404);
      return redirect(page({ sent: "1" }), 303);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return answer(intent, error.message, error.statusCode);
  }
  return redirect(page(), 303);
}
