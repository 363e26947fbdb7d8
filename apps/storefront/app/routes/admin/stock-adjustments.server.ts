// Write-offs (issue 33): a store's write-offs and manual corrections, newest first, and the form that writes units
// off (reason, note, lines). Works without JavaScript: Post/Redirect/Get with a notice; "More rows" and the product
// finder post the form back with what was typed. The form's one-time key makes a double submit one document.
import { randomUUID } from "node:crypto";
import { type StockProduct, WRITE_OFF_REASONS } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { issuesByRow, type LineRow, linesBody, readLineRows } from "../../components/admin/stock/lines-form";
import { linesIntent } from "../../components/admin/stock/lines-intents.server";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { getStockAdjustments, writeOffStock } from "../../lib/api/staff-adjustments";
import { getStockStores } from "../../lib/api/staff-stock";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { chosenStore, positiveParam } from "./stock.server";

const KEY = /^[0-9a-f-]{36}$/;

export async function adjustmentsLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  const page = positiveParam(args.url.searchParams.get("page")) ?? 1;
  const done = positiveParam(args.url.searchParams.get("done"));
  return {
    title: t("common.metaTitle", { page: t("stock.adjustments.title") }),
    stores,
    store,
    list: store ? await getStockAdjustments(staff.api, store.id, page) : null,
    notice: done ? t("stock.adjustments.done", { id: done }) : null,
    formKey: randomUUID(),
  };
}

export interface WriteOffAnswer {
  messages: string[];
  rows: LineRow[];
  rowErrors: Record<number, string[]>;
  values: { reason: string; note: string; key: string };
  query: string;
  found: StockProduct[] | null;
  /** New with every answer: the form is drawn again with the rows as answered (a product put into a row shows). */
  nonce: string;
}

export async function adjustmentsAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  if (!store) pageNotFound(args.url);
  const form = await args.request.formData();
  const key = String(form.get("key") ?? "");
  const values = {
    reason: String(form.get("reason") ?? ""),
    note: String(form.get("note") ?? "").slice(0, 500),
    key: KEY.test(key) ? key : randomUUID(),
  };
  const answer = (status: number, fields: Partial<WriteOffAnswer> & Pick<WriteOffAnswer, "rows">) =>
    data<WriteOffAnswer>({ messages: [], rowErrors: {}, values, query: "", found: null, nonce: randomUUID(), ...fields }, { status });

  // "More rows", the finder and "Use": the form again with what was typed.
  const lines = await linesIntent(form, staff.api, store.id);
  if (lines) return answer(200, lines);

  const rows = readLineRows(form);
  const body = linesBody(rows, { unitCost: false });
  const reason = WRITE_OFF_REASONS.find((known) => known === values.reason);
  const rowErrors = Object.fromEntries(Object.keys(body.rowErrors).map((row) => [row, [t("common.invalid")]]));
  if (!reason || Object.keys(rowErrors).length) return answer(400, { rows, rowErrors, messages: [t("common.invalid")] });
  try {
    const made = await writeOffStock(
      staff.api,
      { store: store.id, reason, note: values.note.trim() || undefined, lines: body.lines },
      values.key,
    );
    return redirect(`${args.url.pathname}?store=${store.id}&done=${made.id}`, 303);
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    const issues = (error.body as { issues?: Array<{ path: string; message: string }> } | null)?.issues ?? [];
    const { byRow, rest } = issuesByRow(issues, body.sentFrom);
    return answer(400, {
      rows,
      rowErrors: byRow,
      messages: rest.length ? rest : [issues.length ? t("common.invalid") : error.message],
    });
  }
}
