// The orders page (issue 7): the list with its filters, or the lost crypto payments (tab=lost); and marking a
// lost payment resolved, which the order page uses too.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { z } from "zod";
import type { TransferError } from "../../components/admin/orders/lost-transfers";
import { datesReversed, LOST_TAB, pageOf, readLostState, readOrderFilters, readTab, toApiQuery } from "../../components/admin/orders/query";
import { readForm, trimmedField } from "../../lib/admin/form";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { apiMessages, getLostTransfers, getStaffOrderCities, getStaffOrderList, resolveLostTransfer } from "../../lib/api/staff-orders";
import { type StaffCaller, staffOf } from "../../lib/caller.server";

export async function ordersLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const search = args.url.searchParams;
  const tab = readTab(search);
  const { cities } = await getStaffOrderCities(staff.api);
  const filters = readOrderFilters(
    search,
    cities.map((city) => city.slug),
  );
  const reversed = datesReversed(filters);
  const lostState = readLostState(search);
  const lostPage = pageOf(search.get("page"));
  const [list, open, lost] = await Promise.all([
    tab === "orders" && !reversed ? getStaffOrderList(staff.api, toApiQuery(filters)) : null,
    getLostTransfers(staff.api, { state: "open" }),
    tab === LOST_TAB && (lostState !== "open" || lostPage > 1) ? getLostTransfers(staff.api, { state: lostState, page: lostPage }) : null,
  ]);
  return {
    title: t("common.metaTitle", { page: t(tab === LOST_TAB ? "orders.tabs.lost" : "common.nav.orders") }),
    tab,
    cities,
    filters,
    reversed,
    list: list ?? { items: [], total: 0 },
    openLost: open.total,
    lost: tab === LOST_TAB ? (lost ?? open) : null,
    lostState,
    lostPage,
    notice: search.get("notice") === "resolved" ? t("orders.lost.resolvedNotice") : null,
  };
}

/** "Mark as resolved": the payment's transaction and the note (required, at most NOTE_MAX). */
const ResolveForm = z.object({ txId: trimmedField.pipe(z.string().min(1).max(128)), note: trimmedField });
const NOTE_MAX = 1000;

export interface TransferRefusal {
  error: TransferError;
  status: number;
}

/** "Mark as resolved" of a lost payment: null when done, or the refusal to show on its card. */
export async function resolveTransferIntent(staff: StaffCaller, args: ActionFunctionArgs, form: FormData): Promise<TransferRefusal | null> {
  const t = adminT(args);
  const read = readForm(form, ResolveForm);
  if (!read.ok) return { error: { txId: "", messages: [t("common.invalid")] }, status: 400 };
  const { txId, note } = read.value;
  if (!note) return { error: { txId, messages: [t("orders.lost.noteRequired")] }, status: 400 };
  if (note.length > NOTE_MAX) return { error: { txId, messages: [t("orders.lost.noteTooLong")] }, status: 400 };
  try {
    await resolveLostTransfer(staff.api, txId, note);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: { txId, messages: apiMessages(error) }, status: error.statusCode };
  }
  return null;
}

/** The same page again (Post/Redirect/Get) with a notice in its address. */
export function backWith(args: ActionFunctionArgs, notice: Record<string, string>) {
  const back = new URLSearchParams(args.url.searchParams);
  for (const key of ["notice", "moved"]) back.delete(key);
  for (const [key, value] of Object.entries(notice)) back.set(key, value);
  return redirect(`${args.url.pathname}?${back}`, 303);
}

export async function ordersAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const form = await args.request.formData();
  if (form.get("intent") !== "resolve")
    return data<TransferError>({ txId: "", messages: [adminT(args)("common.invalid")] }, { status: 400 });
  const refused = await resolveTransferIntent(staff, args, form);
  return refused ? data<TransferError>(refused.error, { status: refused.status }) : backWith(args, { notice: "resolved" });
}
