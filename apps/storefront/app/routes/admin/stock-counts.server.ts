// Stock counts (issue 33; docs/inventory.md "Stock counts"): a store's counts, newest first, and the form that starts
// one (every product the city sells, or a category's). Works without JavaScript: Post/Redirect/Get to the new count;
// a second open count is refused naming the open one (the API's 409).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { getStockCounts, startStockCount } from "../../lib/api/staff-counts";
import { getStockStores } from "../../lib/api/staff-stock";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { chosenStore, positiveParam } from "./stock.server";

export async function countsLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  const page = positiveParam(args.url.searchParams.get("page")) ?? 1;
  const canceled = positiveParam(args.url.searchParams.get("canceled"));
  return {
    title: t("common.metaTitle", { page: t("counts.title") }),
    stores,
    store,
    list: store ? await getStockCounts(staff.api, store.id, page) : null,
    notice: canceled ? t("counts.notices.canceled", { id: canceled }) : null,
  };
}

export interface StartAnswer {
  messages: string[];
  values: { category: string; note: string };
  /** The open count the refusal names. */
  open: number | null;
}

export async function countsAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  if (!store) pageNotFound(args.url);
  const form = await args.request.formData();
  const values = { category: String(form.get("category") ?? ""), note: String(form.get("note") ?? "").slice(0, 500) };
  const category = positiveParam(values.category);
  try {
    const count = await startStockCount(staff.api, { store: store.id, category, note: values.note.trim() || undefined });
    return redirect(adminPath(staff.lang, "stockCount", { countId: String(count.id) }, { started: 1 }), 303);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.statusCode !== 400 && error.statusCode !== 409)) throw error;
    const issues = (error.body as { issues?: Array<{ message: string }> } | null)?.issues ?? [];
    const open = (error.body as { details?: { count?: number } } | null)?.details?.count ?? null;
    return data<StartAnswer>(
      { messages: issues.length ? issues.map((issue) => issue.message) : [error.message], values, open },
      { status: error.statusCode },
    );
  }
}
