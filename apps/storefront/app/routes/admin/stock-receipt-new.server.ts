// A goods receipt typed in the back office (issue 33): the supplier, their document's number, a note and the lines
// (an EAN, SKU or #id, the units and the net unit cost in złoty). Works without JavaScript: Post/Redirect/Get to the
// new receipt; "More rows" and the product finder post the form back with what was typed. The form's one-time key
// makes a double submit one receipt; a supplier's document received already is refused with a link to its receipt.
import { randomUUID } from "node:crypto";
import type { StockProduct } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { issuesByRow, type LineRow, linesBody, readLineRows } from "../../components/admin/stock/lines-form";
import { linesIntent } from "../../components/admin/stock/lines-intents.server";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { receiveGoods } from "../../lib/api/staff-receipts";
import { getStockStores } from "../../lib/api/staff-stock";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { chosenStore } from "./stock.server";
import { formKeyOf, labelled, refusalOf } from "./stock-documents.server";
import { readReceiptHead } from "./stock-receipts.server";

export async function newReceiptLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  return {
    title: t("common.metaTitle", { page: t("receipts.newTitle") }),
    stores,
    store: chosenStore(args.url, stores),
    formKey: randomUUID(),
  };
}

export interface NewReceiptAnswer {
  messages: string[];
  earlier: number | null;
  rows: LineRow[];
  rowErrors: Record<number, string[]>;
  values: { supplierName: string; supplierDocument: string; note: string; key: string };
  query: string;
  found: StockProduct[] | null;
  /** New with every answer: the form is drawn again with the rows as answered. */
  nonce: string;
}

export async function newReceiptAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  if (!store) pageNotFound(args.url);
  const form = await args.request.formData();
  const head = readReceiptHead(form);
  const values = { ...head, key: formKeyOf(form) };
  const answer = (status: number, fields: Partial<NewReceiptAnswer> & Pick<NewReceiptAnswer, "rows">) =>
    data<NewReceiptAnswer>(
      { messages: [], earlier: null, rowErrors: {}, values, query: "", found: null, nonce: randomUUID(), ...fields },
      { status },
    );

  const lines = await linesIntent(form, staff.api, store.id);
  if (lines) return answer(200, lines);

  const rows = readLineRows(form);
  const body = linesBody(rows, { unitCost: true });
  const rowErrors = Object.fromEntries(
    Object.entries(body.rowErrors).map(([row, field]) => [row, [t(field === "unitCost" ? "receipts.badCost" : "common.invalid")]]),
  );
  if (Object.keys(rowErrors).length) return answer(400, { rows, rowErrors, messages: [t("common.invalid")] });
  try {
    const receipt = await receiveGoods(
      staff.api,
      { store: store.id, ...head, note: head.note.trim() || undefined, lines: body.lines },
      values.key,
    );
    return redirect(adminPath(staff.lang, "stockReceipt", { receiptId: String(receipt.id) }, { done: "1" }), 303);
  } catch (error) {
    const refusal = refusalOf(error, {
      supplierName: t("receipts.supplierName"),
      supplierDocument: t("receipts.supplierDocument"),
      note: t("receipts.note"),
    });
    const { byRow, rest } = issuesByRow(labelled(refusal), body.sentFrom);
    const messages = refusal.issues.length ? rest : refusal.messages;
    return answer(refusal.status, {
      rows,
      rowErrors: byRow,
      messages: messages.length ? messages : [t("common.invalid")],
      earlier: refusal.earlier,
    });
  }
}
