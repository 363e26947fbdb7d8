// One order in the back office (issue 7): everything about it, the status steps allowed now, and its lost
// crypto payments. A city manager opening another city's order gets the 404 page (the API answers 404).
import { OrderStatus } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import type { BuyerFormAnswer } from "../../components/admin/invoices/buyer-form";
import type { TransferError } from "../../components/admin/orders/lost-transfers";
import { checkbox, field, problem, readForm, trimmedField } from "../../lib/admin/form";
import { zlotyToGrosze } from "../../lib/admin/money";
import { type StepUpRequest, withStepUp } from "../../lib/admin/step-up.server";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { findOrderInvoices } from "../../lib/api/staff-invoices";
import { apiMessages, findStaffOrder, moveStaffOrder, refundStaffOrder } from "../../lib/api/staff-orders";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { buyerIntent } from "./invoice-buyer.server";
import { loadOrderShipment, shipmentIntent, shipmentNotice } from "./order-shipment.server";
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
    shipment: await loadOrderShipment(staff.api, order),
    // Its invoices and invoice buyer (issue 34).
    invoices: await findOrderInvoices(staff.api, order.id),
    shipmentNotice: shipmentNotice(t, search.get("notice")),
    moved: moved.success ? moved.data : null,
    resolved:
      search.get("notice") === "resolved"
        ? t("orders.lost.resolvedNotice")
        : search.get("notice") === "refunded"
          ? t("orders.refunds.done")
          : search.get("notice") === "invoice-buyer"
            ? t("invoices.buyer.saved")
            : null,
  };
}

export interface OrderActionData {
  move?: string[];
  refund?: string[];
  stepUp?: StepUpRequest;
  transfer?: TransferError;
  shipment?: string[];
  buyer?: BuyerFormAnswer;
}

const NOTE_MAX = 500;

/** The step's form: the status to move to, the ID check (required to complete a TPD order), a note. */
const MoveFields = z.object({ to: field, idChecked: checkbox, needsIdCheck: checkbox, note: trimmedField }).transform((form, ctx) => {
  const to = OrderStatus.safeParse(form.to);
  if (!to.success) return problem(ctx, null, "invalid");
  if (to.data === "COMPLETED" && form.needsIdCheck && !form.idChecked) return problem(ctx, null, "idCheckRequired");
  if (form.note.length > NOTE_MAX) return problem(ctx, null, "noteTooLong");
  return { to: to.data, ...(form.idChecked ? { idChecked: true } : {}), ...(form.note ? { note: form.note } : {}) };
});

/** One step along the status machine; the API checks it again (and the ID check of a TPD hand-over). */
async function move(args: ActionFunctionArgs, form: FormData) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const refuse = (messages: string[], status: number) => data<OrderActionData>({ move: messages }, { status });
  const read = readForm(form, MoveFields);
  if (!read.ok) {
    const refusal = read.fieldErrors[""]?.[0];
    if (refusal === "idCheckRequired") return refuse([t("orders.actions.idCheckRequired")], 422);
    return refuse([refusal === "noteTooLong" ? t("orders.actions.noteTooLong") : t("common.invalid")], 400);
  }
  try {
    await moveStaffOrder(staff.api, args.params.orderId ?? "", read.value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refuse(apiMessages(error), error.statusCode);
  }
  return backWith(args, { moved: read.value.to });
}

/** Money back through Przelewy24; the API checks what is left (and P24 may refuse). */
async function refund(args: ActionFunctionArgs, form: FormData) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const amount = zlotyToGrosze(String(form.get("amount") ?? ""));
  const reason = String(form.get("reason") ?? "")
    .trim()
    .slice(0, 200);
  if (!amount || amount <= 0) return data<OrderActionData>({ refund: [t("orders.refunds.invalidAmount")] }, { status: 400 });
  try {
    // A step-up action (issue 35): without a fresh code the page asks for one and sends the refund again.
    const stepUp = await withStepUp(staff.api, staff.lang, form, () =>
      refundStaffOrder(staff.api, args.params.orderId ?? "", { amount, ...(reason ? { reason } : {}) }).then(() => undefined),
    );
    if (stepUp) return data<OrderActionData>({ stepUp }, { status: 403 });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<OrderActionData>({ refund: apiMessages(error) }, { status: error.statusCode });
  }
  return backWith(args, { notice: "refunded" });
}

export async function orderAction(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "move") return move(args, form);
  if (intent === "refund") return refund(args, form);
  if (intent === "shipment") {
    const refused = await shipmentIntent(args, form);
    if (refused) return data<OrderActionData>({ shipment: refused.messages }, { status: refused.status });
    return backWith(args, { notice: "shipment" });
  }
  if (intent === "invoice-buyer") {
    const refused = await buyerIntent(args, form, args.params.orderId ?? "");
    if (refused) return data<OrderActionData>({ buyer: refused }, { status: refused.status });
    return backWith(args, { notice: "invoice-buyer" });
  }
  if (intent === "resolve") {
    const refused = await resolveTransferIntent(await staffOf(args), args, form);
    if (refused) return data<OrderActionData>({ transfer: refused.error }, { status: refused.status });
    return backWith(args, { notice: "resolved" });
  }
  return data<OrderActionData>({ move: [adminT(args)("common.invalid")] }, { status: 400 });
}
