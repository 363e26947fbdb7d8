// A new transfer (issue 33; docs/inventory.md "Transfers"): from the store chosen (one the staff member runs) to any
// other store of the shop, a note and the lines. Works without JavaScript: Post/Redirect/Get to the draft; "More
// rows" and the product finder post the form back with what was typed. The form's one-time key makes one draft.
import { randomUUID } from "node:crypto";
import type { StockProduct } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { type LineRow, linesBody, readLineRows } from "../../components/admin/stock/lines-form";
import { linesIntent } from "../../components/admin/stock/lines-intents.server";
import { refusalOf } from "../../components/admin/transfers/transfer-answer.server";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { getStockStores } from "../../lib/api/staff-stock";
import { createStockTransfer, getTransferDestinations } from "../../lib/api/staff-transfers";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { chosenStore, positiveParam } from "./stock.server";

const KEY = /^[0-9a-f-]{36}$/;

export async function newTransferLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const [{ items: stores }, { items: destinations }] = await Promise.all([getStockStores(staff.api), getTransferDestinations(staff.api)]);
  return {
    title: t("common.metaTitle", { page: t("transfers.newTransfer") }),
    stores,
    store: chosenStore(args.url, stores),
    destinations,
    formKey: randomUUID(),
  };
}

export interface NewTransferAnswer {
  messages: string[];
  rows: LineRow[];
  rowErrors: Record<number, string[]>;
  values: { to: string; note: string; key: string };
  query: string;
  found: StockProduct[] | null;
  /** New with every answer: the form is drawn again with the rows as answered. */
  nonce: string;
}

export async function newTransferAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  if (!store) pageNotFound(args.url);
  const form = await args.request.formData();
  const key = String(form.get("key") ?? "");
  const values = {
    to: String(form.get("to") ?? "").slice(0, 12),
    note: String(form.get("note") ?? "").slice(0, 500),
    key: KEY.test(key) ? key : randomUUID(),
  };
  const answer = (status: number, fields: Partial<NewTransferAnswer> & Pick<NewTransferAnswer, "rows">) =>
    data<NewTransferAnswer>({ messages: [], rowErrors: {}, values, query: "", found: null, nonce: randomUUID(), ...fields }, { status });

  const lines = await linesIntent(form, staff.api, store.id);
  if (lines) return answer(200, lines);

  const rows = readLineRows(form);
  const body = linesBody(rows, { unitCost: false });
  const to = positiveParam(values.to);
  const rowErrors = Object.fromEntries(Object.keys(body.rowErrors).map((row) => [row, [t("common.invalid")]]));
  if (!to || Object.keys(rowErrors).length)
    return answer(400, { rows, rowErrors, messages: [to ? t("common.invalid") : t("transfers.form.chooseTo")] });
  try {
    const made = await createStockTransfer(
      staff.api,
      { from: store.id, to, note: values.note.trim() || undefined, lines: body.lines },
      values.key,
    );
    return redirect(adminPath(staff.lang, "stockTransfer", { transferId: String(made.id) }, { notice: "created" }), 303);
  } catch (error) {
    const refusal = refusalOf(error, body.sentFrom);
    return answer(refusal.status, { rows, rowErrors: refusal.rowErrors, messages: refusal.messages });
  }
}
