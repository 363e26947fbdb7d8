// Customers in the back office (issue 7, admins only; city managers get the 404 page): a search by e-mail, name
// or phone, a page at a time (the query is the page's address).
import type { LoaderFunctionArgs } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { searchCustomers } from "../../lib/api/staff-customers";
import { adminOf } from "../../lib/caller.server";

export async function customersLoader(args: LoaderFunctionArgs) {
  const admin = await adminOf(args);
  const t = adminT(args);
  const search = args.url.searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, 200);
  const requested = Number(search.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  return {
    title: t("common.metaTitle", { page: t("common.nav.customers") }),
    q,
    page,
    list: await searchCustomers(admin.api, { q: q || undefined, page }),
    /** After a GDPR erasure (issue 35) the customer's page is gone: the list says it was done. */
    erased: search.get("notice") === "erased",
  };
}
