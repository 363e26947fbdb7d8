// Transfers (issue 33; docs/inventory.md "Transfers"): a store's transfers, sent and received, newest first, filtered
// by direction, status and open discrepancies (a plain GET form), with what is in transit either way.
import { TRANSFER_STATUSES } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { getStockStores } from "../../lib/api/staff-stock";
import { getStockTransfers } from "../../lib/api/staff-transfers";
import { staffOf } from "../../lib/caller.server";
import { chosenStore, positiveParam } from "./stock.server";

export async function transfersLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  const search = args.url.searchParams;
  const filter = {
    direction: (["out", "in"] as const).find((value) => value === search.get("direction")),
    status: TRANSFER_STATUSES.find((value) => value === search.get("status")),
    discrepancy: search.get("discrepancy") === "open" ? ("open" as const) : undefined,
  };
  const page = positiveParam(search.get("page")) ?? 1;
  return {
    title: t("common.metaTitle", { page: t("transfers.title") }),
    stores,
    store,
    filter,
    list: store ? await getStockTransfers(staff.api, { store: store.id, ...filter, page }) : null,
  };
}
