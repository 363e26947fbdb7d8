// The invoices page (issue 34; docs/invoices.md "In the back office"): the month's invoices and corrections of the
// caller's cities, filtered by a GET form (the address is the filters' state), 50 a page; and the month's CSV for the
// accountant (?format=csv, answered by the page's middleware before any loader runs: a plain link, no JavaScript).
import type { StaffInvoiceList } from "@shop/contracts";
import type { LoaderFunctionArgs, MiddlewareFunction } from "react-router";
import { csvQuery, readInvoiceFilters, toApiQuery } from "../../components/admin/invoices/query";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { exportStaffInvoicesCsv, getStaffInvoices } from "../../lib/api/staff-invoices";
import { apiMessages, getStaffOrderCities } from "../../lib/api/staff-orders";
import { type CallerArgs, staffOf } from "../../lib/caller.server";

async function filtersOf(args: CallerArgs) {
  const staff = await staffOf(args);
  const { cities } = await getStaffOrderCities(staff.api);
  const filters = readInvoiceFilters(
    args.url.searchParams,
    cities.map((city) => city.slug),
  );
  return { staff, cities, filters };
}

export const invoicesCsvMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  if (args.request.method !== "GET" || args.url.searchParams.get("format") !== "csv") return next();
  const { staff, filters } = await filtersOf(args);
  const csv = await exportStaffInvoicesCsv(staff.api, csvQuery(filters));
  const name = `invoices-${filters.month}${filters.city ? `-${filters.city}` : ""}.csv`;
  // The API sends a byte order mark (spreadsheets need it for Polish letters); reading text drops it.
  return new Response(csv.startsWith("\uFEFF") ? csv : `\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
};

const EMPTY = (month: string): StaffInvoiceList => ({ month, items: [], total: 0, page: 1, pageSize: 50 });

export async function invoicesLoader(args: LoaderFunctionArgs) {
  const t = adminT(args);
  const { staff, cities, filters } = await filtersOf(args);
  const title = t("common.metaTitle", { page: t("common.nav.invoices") });
  try {
    const list = await getStaffInvoices(staff.api, toApiQuery(filters));
    return { title, cities, filters, list, messages: [] as string[] };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    return { title, cities, filters, list: EMPTY(filters.month), messages: apiMessages(error) };
  }
}
