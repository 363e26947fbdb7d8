// One counter sale (issue 33): its register number, day, lines and the units the store held after each. Another
// store's sale (or none) is the 404 page.
import type { LoaderFunctionArgs } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { unlessNotFound } from "../../lib/api/staff-offers";
import { getStoreSale } from "../../lib/api/staff-store-sales";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { positiveParam } from "./stock.server";

export async function saleLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const id = positiveParam(args.params.saleId ?? null);
  const sale = id === null ? null : await unlessNotFound(getStoreSale(staff.api, id));
  if (!sale) pageNotFound(args.url);
  return { title: t("common.metaTitle", { page: t("sales.number", { id: sale.id }) }), sale };
}
