// The stock section (issue 33): the hub lists what each of its pages is for, for the store chosen; every stock page
// takes its store from ?store= (the staff member's first store when there is none, so one click less).
import type { StockStore } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { getStockStores } from "../../lib/api/staff-stock";
import { staffOf } from "../../lib/caller.server";

/** A whole number from 1 in a query parameter; null otherwise. */
export const positiveParam = (value: string | null): number | null => (value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null);

/** The store ?store= names among the staff member's stores; their first store when it names none; null when they run none. */
export function chosenStore(url: URL, stores: readonly StockStore[]): StockStore | null {
  const id = positiveParam(url.searchParams.get("store"));
  return stores.find((store) => store.id === id) ?? stores[0] ?? null;
}

export async function stockLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  return { title: t("common.metaTitle", { page: t("stock.title") }), stores, store: chosenStore(args.url, stores) };
}
