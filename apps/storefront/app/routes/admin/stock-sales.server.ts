// Counter sales (issue 33): a store's sales, newest first (searched by register number), the form recording one
// receipt of the store's own cash register, and the register's daily CSV (stock-sales-import.server.ts). Works without
// JavaScript: Post/Redirect/Get back to the page with a notice naming the sale; "More rows" and the product finder post
// the form back with what was typed; the form's one-time key makes a double submit one sale.
import { randomUUID } from "node:crypto";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { SaleFormState } from "../../components/admin/sales/sale-form";
import type { SalesImportState } from "../../components/admin/sales/sales-import";
import { issuesByRow, linesBody, readLineRows } from "../../components/admin/stock/lines-form";
import { linesIntent } from "../../components/admin/stock/lines-intents.server";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import type { ApiClient } from "../../lib/api/client";
import { getStockStores } from "../../lib/api/staff-stock";
import { getStoreSales, recordStoreSale } from "../../lib/api/staff-store-sales";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { chosenStore, positiveParam } from "./stock.server";
import { formKeyOf, formText, labelled, refusalOf, shopToday } from "./stock-documents.server";
import { salesImportAction } from "./stock-sales-import.server";

export async function salesLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  const page = positiveParam(args.url.searchParams.get("page")) ?? 1;
  const q = (args.url.searchParams.get("q") ?? "").trim().slice(0, 64);
  const done = positiveParam(args.url.searchParams.get("done"));
  return {
    title: t("common.metaTitle", { page: t("sales.title") }),
    stores,
    store,
    q,
    done,
    today: shopToday(),
    formKey: randomUUID(),
    list: store ? await getStoreSales(staff.api, { store: store.id, q: q || undefined, page: page > 1 ? page : undefined }) : null,
  };
}

export type SalesAnswer = ({ kind: "sale" } & SaleFormState) | SalesImportState;

export async function salesAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  if (!store) pageNotFound(args.url);
  const form = await args.request.formData();
  const done = (id: number) => redirect(adminPath(staff.lang, "stockSales", undefined, { store: store.id, done: id }), 303);
  const intent = form.get("intent");
  if (intent === "preview-import" || intent === "apply-import") return salesImportAction(args, staff.api, store.id, form, done);
  return recordSale(args, staff.api, store.id, form, done);
}

async function recordSale(args: ActionFunctionArgs, api: ApiClient, store: number, form: FormData, done: (id: number) => Response) {
  const t = adminT(args);
  const values = { reference: formText(form, "reference", 64), soldOn: formText(form, "soldOn", 10), key: formKeyOf(form) };
  const answer = (status: number, fields: Partial<SaleFormState> & Pick<SaleFormState, "rows">) =>
    data<SalesAnswer>(
      { kind: "sale", messages: [], earlier: null, rowErrors: {}, values, query: "", found: null, nonce: randomUUID(), ...fields },
      { status },
    );

  const lines = await linesIntent(form, api, store);
  if (lines) return answer(200, lines);

  const rows = readLineRows(form);
  const body = linesBody(rows, { unitCost: false });
  const rowErrors = Object.fromEntries(Object.keys(body.rowErrors).map((row) => [row, [t("common.invalid")]]));
  const soldOn = /^\d{4}-\d{2}-\d{2}$/.test(values.soldOn) ? values.soldOn : undefined;
  if (Object.keys(rowErrors).length) return answer(400, { rows, rowErrors, messages: [t("common.invalid")] });
  try {
    const sale = await recordStoreSale(api, { store, reference: values.reference, soldOn, lines: body.lines }, values.key);
    return done(sale.id);
  } catch (error) {
    const refusal = refusalOf(error, { reference: t("sales.form.reference"), soldOn: t("sales.day") });
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
