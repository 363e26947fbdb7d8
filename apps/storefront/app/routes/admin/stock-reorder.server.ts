// To reorder (issue 33; docs/inventory.md "Reorder points and the daily digest"): what the store holds below its
// minimums (with its CSV: ?format=csv, answered by the page's middleware), its reorder points a page at a time, each a
// form (change the minimum and target, or delete it), and a form adding one by EAN, SKU or #id. Works without
// JavaScript: Post/Redirect/Get with a notice; a refusal shows the API's messages by field with what was typed.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import { productOfCode, type RuleValues, ruleBody } from "../../components/admin/stock/reorder-form";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { deleteReorderRule, exportToReorderCsv, getReorderRules, getToReorder, setReorderRule } from "../../lib/api/staff-reorder";
import { findStockProducts, getStockStores } from "../../lib/api/staff-stock";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { chosenStore, positiveParam } from "./stock.server";

const NOTICES = ["saved", "added", "deleted"] as const;

/** ?format=csv: the store's to-reorder list as a download (a plain link). */
export const reorderCsvMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  if (args.request.method !== "GET" || args.url.searchParams.get("format") !== "csv") return next();
  const staff = await staffOf(args);
  const store = chosenStore(args.url, (await getStockStores(staff.api)).items);
  if (!store) pageNotFound(args.url);
  const csv = await exportToReorderCsv(staff.api, store.id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv.startsWith("\uFEFF") ? csv : `\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="to-reorder-store-${store.id}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
};

export async function reorderLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  const page = positiveParam(args.url.searchParams.get("page")) ?? 1;
  const done = NOTICES.find((notice) => notice === args.url.searchParams.get("done"));
  const [due, rules] = store
    ? await Promise.all([getToReorder(staff.api, store.id), getReorderRules(staff.api, store.id, page)])
    : [null, null];
  return {
    title: t("common.metaTitle", { page: t("reorder.title") }),
    stores,
    store,
    due,
    rules,
    notice: done ? t(`reorder.notices.${done}`) : null,
  };
}

export interface ReorderAnswer {
  intent: "save" | "delete" | "add";
  /** The rule's product (save, delete); null for a new rule. */
  product: number | null;
  messages: string[];
  /** The fields to mark: min, target, product. */
  fields: string[];
  values: RuleValues & { code: string };
}

export async function reorderAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const store = chosenStore(args.url, (await getStockStores(staff.api)).items);
  if (!store) pageNotFound(args.url);
  const form = await args.request.formData();
  const text = (name: string, max = 64) => String(form.get(name) ?? "").slice(0, max);
  const intent = (["save", "delete", "add"] as const).find((known) => known === form.get("intent")) ?? "save";
  const values = { min: text("min", 20), target: text("target", 20), code: text("code") };
  const product = intent === "add" ? null : positiveParam(text("product", 12));
  const refuse = (messages: string[], fields: string[] = []) =>
    data<ReorderAnswer>({ intent, product, messages, fields, values }, { status: 400 });
  const done = (notice: (typeof NOTICES)[number], anchor = "") => {
    const back = new URLSearchParams({ store: String(store.id) });
    const page = positiveParam(args.url.searchParams.get("page"));
    if (page && page > 1 && notice !== "added") back.set("page", String(page));
    back.set("done", notice);
    return redirect(`${args.url.pathname}?${back}${anchor}`, 303);
  };

  if (intent === "delete") {
    if (product === null) return refuse([t("reorder.errors.gone")]);
    try {
      await deleteReorderRule(staff.api, store.id, product);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 404) throw error;
      return refuse([t("reorder.errors.gone")]);
    }
    return done("deleted");
  }

  const { body, notNumbers } = ruleBody(values);
  const messages = notNumbers.map((field) => t("reorder.errors.number", { field: t(`reorder.rules.${field}`) }));
  let target = product;
  if (intent === "add") {
    const code = values.code.trim();
    if (!code) return refuse([t("reorder.errors.noProduct"), ...messages], ["product", ...notNumbers]);
    target = productOfCode(code, (await findStockProducts(staff.api, code, store.id)).items);
    if (target === null) return refuse([t("reorder.errors.unknownProduct", { code }), ...messages], ["product", ...notNumbers]);
  }
  if (target === null) return refuse([t("reorder.errors.gone")]);
  if (!body) return refuse(messages, notNumbers);
  try {
    await setReorderRule(staff.api, store.id, target, body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404)
      return refuse([t("reorder.errors.unknownProduct", { code: values.code.trim() || `#${target}` })], ["product"]);
    if (error.statusCode !== 400) throw error;
    const issues = (error.body as { issues?: Array<{ path?: string; message?: string }> } | null)?.issues ?? [];
    return refuse(
      issues.length ? issues.flatMap((issue) => (issue.message ? [issue.message] : [])) : [error.message],
      issues.flatMap((issue) => (issue.path ? [issue.path] : [])),
    );
  }
  return intent === "add" ? done("added") : done("saved", `#rule-${target}`);
}
