// The count page (issue 33; docs/inventory.md "Stock counts"): a count's lines (filtered, searched, paged), the scan
// form that counts a product (EAN, SKU or #id, and the units), each line's own form, and applying or canceling the
// count. Works without JavaScript: Post/Redirect/Get with a notice; a code sent without units (a scanner's Enter)
// comes back as that product's line with the units asked for.
import { randomUUID } from "node:crypto";
import { STOCK_COUNT_FILTERS } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { issueField, readCountForm, singleLineMessage } from "../../components/admin/counts/count-form";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { applyStockCount, cancelStockCount, countStockLines, getStockCount } from "../../lib/api/staff-counts";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { positiveParam } from "./stock.server";

const text = (url: URL, name: string, max: number) => (url.searchParams.get(name) ?? "").trim().slice(0, max);

/** The count, or the 404 page (no such count, or of a store the staff member does not act on). */
async function countOr404<T>(call: () => Promise<T>, url: URL): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) pageNotFound(url);
    throw error;
  }
}

export async function countLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const id = positiveParam(args.params.countId ?? null) ?? pageNotFound(args.url);
  const filter = STOCK_COUNT_FILTERS.find((known) => known === args.url.searchParams.get("filter")) ?? "all";
  const q = text(args.url, "q", 100);
  const page = positiveParam(args.url.searchParams.get("page")) ?? 1;
  const count = await countOr404(() => getStockCount(staff.api, id, { filter, q, page }), args.url);
  const saved = positiveParam(args.url.searchParams.get("saved"));
  const line = saved ? (await getStockCount(staff.api, id, { q: `#${saved}` })).lines.find((one) => one.product.id === saved) : undefined;
  const notice = line
    ? t("counts.notices.saved", {
        name: line.product.name,
        counted: line.counted ?? 0,
        expected: line.expected ?? 0,
        difference: line.difference === null ? "0" : line.difference > 0 ? `+${line.difference}` : String(line.difference),
      })
    : args.url.searchParams.has("started")
      ? t("counts.notices.started", { id })
      : args.url.searchParams.has("applied")
        ? t("counts.notices.applied", { id })
        : null;
  return {
    title: t("common.metaTitle", { page: t("counts.number", { id }) }),
    count,
    filter,
    q,
    /** A code sent without units: the scan form shows it again and asks for the units. */
    code: text(args.url, "code", 64),
    notice,
    /** New with every load: the scan form is drawn afresh (empty, focused) after each save. */
    formKey: randomUUID(),
  };
}

export interface CountAnswer {
  messages: string[];
  field: "code" | "quantity" | null;
  values: { code: string; quantity: string };
  /** The line whose own form was sent (its messages are shown there). */
  product: number | null;
  nonce: string;
}

export async function countAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const id = positiveParam(args.params.countId ?? null) ?? pageNotFound(args.url);
  const form = await args.request.formData();
  const here = (query: Record<string, string | number | undefined>) => adminPath(staff.lang, "stockCount", { countId: String(id) }, query);
  const keep = { filter: text(args.url, "filter", 20) || undefined };
  const values = { code: String(form.get("code") ?? "").slice(0, 64), quantity: String(form.get("quantity") ?? "").slice(0, 12) };
  const product = positiveParam(String(form.get("product") ?? ""));
  const answer = (status: number, messages: string[], field: CountAnswer["field"]) =>
    data<CountAnswer>({ messages, field, values, product, nonce: randomUUID() }, { status });
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError) || (error.statusCode !== 400 && error.statusCode !== 409)) throw error;
    const issues = (error.body as { issues?: Array<{ path: string; message: string }> } | null)?.issues ?? [];
    if (issues.length === 0) return answer(error.statusCode, [error.message], null);
    return answer(
      error.statusCode,
      issues.map((issue) => singleLineMessage(issue.message, staff.lang)),
      issueField(issues[0]?.path ?? ""),
    );
  };

  try {
    switch (form.get("intent")) {
      case "apply":
        await countOr404(() => applyStockCount(staff.api, id, { uncountedAsZero: form.get("uncountedAsZero") === "1" }), args.url);
        return redirect(here({ ...keep, applied: 1 }), 303);
      case "cancel": {
        const count = await countOr404(() => cancelStockCount(staff.api, id), args.url);
        return redirect(adminPath(staff.lang, "stockCounts", undefined, { store: count.store.id, canceled: id }), 303);
      }
      default: {
        const read = readCountForm(form);
        if (read.kind === "lookup") return redirect(here({ ...keep, code: read.code, q: read.code }), 303);
        if (read.kind === "invalid")
          return answer(400, [t(read.field === "code" ? "counts.scan.noCode" : "counts.scan.badQuantity")], read.field);
        const counted = await countOr404(
          () => countStockLines(staff.api, id, [{ product: read.product, quantity: read.quantity }]),
          args.url,
        );
        const saved = counted.lines[0]?.product.id;
        return redirect(here({ ...keep, saved }), 303);
      }
    }
  } catch (error) {
    return refused(error);
  }
}
