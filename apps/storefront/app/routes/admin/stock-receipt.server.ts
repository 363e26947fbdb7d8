// One goods receipt (issue 33): its supplier's document, lines, unit costs and the units the store held after each;
// ?done=1 after it was just posted. Another store's receipt (or none) is the 404 page.
import type { LoaderFunctionArgs } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { unlessNotFound } from "../../lib/api/staff-offers";
import { getStockReceipt } from "../../lib/api/staff-receipts";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { positiveParam } from "./stock.server";

export async function receiptLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const id = positiveParam(args.params.receiptId ?? null);
  const receipt = id === null ? null : await unlessNotFound(getStockReceipt(staff.api, id));
  if (!receipt) pageNotFound(args.url);
  return {
    title: t("common.metaTitle", { page: t("receipts.number", { id: receipt.id }) }),
    receipt,
    notice: args.url.searchParams.get("done") === "1" ? t("receipts.done", { id: receipt.id }) : null,
  };
}
