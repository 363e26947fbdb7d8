// One order in the back office (issue 7): everything about it, the status steps allowed now, and its lost
// crypto payments. A city manager opening another city's order gets the 404 page (the API answers 404).
import { OrderStatus } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { TransferError } from "../../components/admin/orders/lost-transfers";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { apiMessages, findStaffOrder, moveStaffOrder } from "../../lib/api/staff-orders";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { backWith, resolveTransferIntent } from "./orders.server";

export async function orderLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const order = await findStaffOrder(staff.api, args.params.orderId ?? "");
  if (!order) pageNotFound(args.url);
  const search = args.url.searchParams;
  const moved = OrderStatus.safeParse(search.get("moved"));
  return {
    title: t("common.metaTitle", { page: t("orders.detail.title", { id: order.id }) }),
    order,
    moved: moved.success ? moved.data : null,
    resolved: search.get("notice") === "resolved" ? t("orders.lost.resolvedNotice") : null,
  };
}

export interface OrderActionData {
  move?: string[];
  transfer?: TransferError;
}

const NOTE_MAX = 500;

/** One step along the status machine; the API checks it again (and the ID check of a TPD hand-over). */
async function move(args: ActionFunctionArgs, form: FormData) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const refuse = (messages: string[], status: number) => data<OrderActionData>({ move: messages }, { status });
  const to = OrderStatus.safeParse(form.get("to"));
  if (!to.success) return refuse([t("common.invalid")], 400);
  const idChecked = form.get("idChecked") === "1";
  if (to.data === "COMPLETED" && form.get("needsIdCheck") === "1" && !idChecked) return refuse([t("orders.actions.idCheckRequired")], 422);
  const note = String(form.get("note") ?? "").trim();
  if (note.length > NOTE_MAX) return refuse([t("orders.actions.noteTooLong")], 400);
  try {
    await moveStaffOrder(staff.api, args.params.orderId ?? "", {
      to: to.data,
      ...(idChecked ? { idChecked: true } : {}),
      ...(note ? { note } : {}),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refuse(apiMessages(error), error.statusCode);
  }
  return backWith(args, { moved: to.data });
}

export async function orderAction(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "move") return move(args, form);
  if (intent === "resolve") {
    const refused = await resolveTransferIntent(await staffOf(args), args, form);
    if (refused) return data<OrderActionData>({ transfer: refused.error }, { status: refused.status });
    return backWith(args, { notice: "resolved" });
  }
  return data<OrderActionData>({ move: [adminT(args)("common.invalid")] }, { status: 400 });
}
