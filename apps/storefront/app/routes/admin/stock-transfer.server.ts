// One transfer (issue 33; docs/inventory.md "Transfers"): its lines and stamps, and the steps the staff member may take
// now (the API's `may`): the sending store's staff change, ship or cancel a draft; the receiving store's receive it
// (one row per line) and settle what came short. Every form works without JavaScript: Post/Redirect/Get with a
// notice; a refusal draws the page again with what was typed and the API's messages.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { linesBody, readLineRows } from "../../components/admin/stock/lines-form";
import { linesIntent } from "../../components/admin/stock/lines-intents.server";
import type { TransferAnswer } from "../../components/admin/transfers/transfer-answer";
import { refusalOf } from "../../components/admin/transfers/transfer-answer.server";
import { adminT } from "../../lib/admin/texts.server";
import { getStockStores } from "../../lib/api/staff-stock";
import {
  findStockTransfer,
  receiveStockTransfer,
  resolveStockTransfer,
  stepStockTransfer,
  updateStockTransfer,
} from "../../lib/api/staff-transfers";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { positiveParam } from "./stock.server";

const NOTICES = ["created", "saved", "shipped", "canceled", "received", "resolved"] as const;

export async function transferLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const [transfer, { items: stores }] = await Promise.all([
    findStockTransfer(staff.api, args.params.transferId ?? ""),
    getStockStores(staff.api),
  ]);
  if (!transfer) pageNotFound(args.url);
  const notice = NOTICES.find((known) => known === args.url.searchParams.get("notice"));
  return {
    title: t("common.metaTitle", { page: t("transfers.detailTitle", { id: transfer.id }) }),
    transfer,
    // The store whose list the page leads back to: the sending one when the staff member acts on it.
    home: stores.some((store) => store.id === transfer.from.id) ? transfer.from : transfer.to,
    notice: notice ? t(`transfers.notices.${notice}`, { id: transfer.id }) : null,
  };
}

const text = (form: FormData, name: string, max = 500) => String(form.get(name) ?? "").slice(0, max);

export async function transferAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const transfer = await findStockTransfer(staff.api, args.params.transferId ?? "");
  if (!transfer) pageNotFound(args.url);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const version = positiveParam(text(form, "version", 12)) ?? transfer.version;
  const back = (notice: (typeof NOTICES)[number]) => redirect(`${args.url.pathname}?notice=${notice}`, 303);
  const answer = (status: number, fields: Omit<TransferAnswer, "nonce">) =>
    data<TransferAnswer>({ ...fields, nonce: crypto.randomUUID() }, { status });

  // The draft's lines: "More rows", the finder and "Use" draw the form again with what was typed.
  const lines = await linesIntent(form, staff.api, transfer.from.id);
  if (lines) return answer(200, { section: "edit", messages: [], ...lines, note: text(form, "note") });

  try {
    switch (intent) {
      case "save": {
        const rows = readLineRows(form);
        const body = linesBody(rows, { unitCost: false });
        const note = text(form, "note");
        const rowErrors = Object.fromEntries(Object.keys(body.rowErrors).map((row) => [row, [t("common.invalid")]]));
        if (Object.keys(rowErrors).length) return answer(400, { section: "edit", messages: [t("common.invalid")], rows, rowErrors, note });
        try {
          await updateStockTransfer(staff.api, transfer.id, { version, note: note.trim() || undefined, lines: body.lines });
        } catch (error) {
          const refusal = refusalOf(error, body.sentFrom);
          return answer(refusal.status, { section: "edit", messages: refusal.messages, rows, rowErrors: refusal.rowErrors, note });
        }
        return back("saved");
      }
      case "ship":
      case "cancel":
        await stepStockTransfer(staff.api, transfer.id, intent, version);
        return back(intent === "ship" ? "shipped" : "canceled");
      case "receive": {
        const received = transfer.lines.map((_, i) => ({
          received: text(form, `received.${i}`, 9).trim(),
          reason: text(form, `reason.${i}`, 300),
        }));
        const rowErrors: Record<number, string[]> = {};
        received.forEach((row, i) => {
          if (!/^[0-9]{1,9}$/.test(row.received)) rowErrors[i] = [t("common.invalid")];
        });
        if (Object.keys(rowErrors).length) return answer(400, { section: "receive", messages: [t("common.invalid")], received, rowErrors });
        try {
          await receiveStockTransfer(staff.api, transfer.id, {
            lines: transfer.lines.map((line, i) => ({
              product: line.product.id,
              received: Number(received[i]?.received),
              reason: received[i]?.reason.trim() || undefined,
            })),
          });
        } catch (error) {
          const refusal = refusalOf(
            error,
            transfer.lines.map((_, i) => i),
          );
          return answer(refusal.status, { section: "receive", messages: refusal.messages, received, rowErrors: refusal.rowErrors });
        }
        return back("received");
      }
      case "resolve": {
        const resolve = {
          product: positiveParam(text(form, "product", 12)) ?? 0,
          resolution: text(form, "resolution", 20),
          note: text(form, "note"),
        };
        if (resolve.resolution !== "written-off" && resolve.resolution !== "arrived")
          return answer(400, { section: "resolve", messages: [t("transfers.resolve.how")], resolve });
        if (!resolve.note.trim()) return answer(400, { section: "resolve", messages: [t("transfers.resolve.noteHint")], resolve });
        try {
          await resolveStockTransfer(staff.api, transfer.id, {
            product: resolve.product,
            resolution: resolve.resolution,
            note: resolve.note.trim(),
          });
        } catch (error) {
          return answer(refusalOf(error).status, { section: "resolve", messages: refusalOf(error).messages, resolve });
        }
        return back("resolved");
      }
      default:
        return answer(400, { section: "edit", messages: [t("common.invalid")] });
    }
  } catch (error) {
    const refusal = refusalOf(error);
    return answer(refusal.status, { section: intent === "cancel" ? "cancel" : "ship", messages: refusal.messages });
  }
}
