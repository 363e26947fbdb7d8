import { OrderStatus, VALIDATION_MESSAGES } from "@shop/contracts";
import { normalizeOrderId } from "@shop/domain";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { ALL_CITIES, readMoved, readStaffFilters } from "../../../components/orders/staff-query";
import { staffOf } from "../../../lib/account/cabinet.server";
import { accountPage } from "../../../lib/account/page.server";
import { ApiError } from "../../../lib/api/client";
import { getStaffOrders, moveOrder } from "../../../lib/api/orders";
import { shopOf, t } from "../../../lib/page.server";

export async function staffOrdersLoader(args: LoaderFunctionArgs) {
  const { api, city } = await staffOf(args);
  const cities = shopOf(args.context).cities.map((known) => known.slug);
  const filters = readStaffFilters(args.url.searchParams, city.slug, cities);
  const list = await getStaffOrders(api, {
    city: filters.city === ALL_CITIES ? undefined : filters.city,
    status: filters.status || undefined,
    q: filters.q || undefined,
    page: filters.page,
  });
  return {
    page: accountPage(args, "cabinetStaffOrders", ["cabinet"]),
    filters,
    list,
    moved: readMoved(args.url.searchParams),
  };
}

/** A refusal shown on the order's card (the list itself is loaded again as it was). */
export interface StaffAnswer {
  orderId: string;
  message: string;
}

/**
 * One order to its next status. An order handed over with tobacco products needs the ID check ticked
 * (the API enforces it too). Success goes back to the same list (Post/Redirect/Get) with a notice.
 */
export async function staffOrdersAction(args: ActionFunctionArgs) {
  const { api, lang } = await staffOf(args);
  const tt = t(args);
  const form = await args.request.formData();
  const orderId = normalizeOrderId(String(form.get("orderId") ?? ""));
  const to = OrderStatus.safeParse(form.get("to"));
  if (!orderId || !to.success)
    return data<StaffAnswer>({ orderId: orderId ?? "", message: VALIDATION_MESSAGES.required[lang] }, { status: 400 });
  const idChecked = form.get("idChecked") === "1";
  if (to.data === "COMPLETED" && form.get("needsIdCheck") === "1" && !idChecked)
    return data<StaffAnswer>({ orderId, message: tt("orders.staff.idCheckRequired") }, { status: 422 });
  const note = String(form.get("note") ?? "").trim();
  if (note.length > 500) return data<StaffAnswer>({ orderId, message: VALIDATION_MESSAGES.tooLong[lang] }, { status: 400 });
  try {
    await moveOrder(api, orderId, { to: to.data, idChecked: idChecked || undefined, note: note || undefined });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<StaffAnswer>({ orderId, message: error.message }, { status: error.statusCode });
  }
  const back = new URLSearchParams(args.url.searchParams);
  back.set("moved", orderId);
  back.set("to", to.data);
  return redirect(`${args.url.pathname}?${back}`, 303);
}
