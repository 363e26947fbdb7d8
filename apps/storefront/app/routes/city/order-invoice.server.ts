// An order's invoice as a download (issue 34): the API's PDF or XML passed on with its name, for the order's signed-in
// owner. Signed out: the sign-in page, back to the order's page after; not the owner's, or no such invoice: the 404 page.
import { normalizeOrderId } from "@shop/domain";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { ApiError } from "../../lib/api/client";
import { fetchInvoiceFile } from "../../lib/api/invoices";
import { callerOf } from "../../lib/caller.server";
import { cityOf, pageNotFound } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { isOrderId } from "../../lib/route-params";
import { serverApi } from "../../lib/runtime.server";

const FORMATS = ["pdf", "xml"] as const;

export async function downloadOrderInvoice(args: LoaderFunctionArgs): Promise<Response> {
  const { lang, city } = cityOf(args);
  const { orderId: typed, invoiceId = "", format } = args.params;
  const orderId = isOrderId(typed) ? normalizeOrderId(typed ?? "") : null;
  const kind = FORMATS.find((known) => known === format);
  if (!orderId || !kind || !/^[1-9][0-9]{0,9}$/.test(invoiceId)) pageNotFound(args.url);
  const { user, token } = await callerOf(args);
  const orderPage = cityPath(lang, city.slug, "order", { orderId });
  if (!user || !token) throw redirect(cityPath(lang, city.slug, "signIn", undefined, { returnTo: orderPage }));
  let file: Response;
  try {
    file = await fetchInvoiceFile(serverApi(args.request, lang, token), orderId, invoiceId, kind);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404) pageNotFound(args.url);
    if (error.statusCode === 401) throw redirect(cityPath(lang, city.slug, "signIn", undefined, { returnTo: orderPage }));
    throw data({ statusCode: error.statusCode, message: error.message }, { status: error.statusCode });
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": file.headers.get("content-type") ?? (kind === "pdf" ? "application/pdf" : "application/xml"),
      "Content-Disposition": file.headers.get("content-disposition") ?? `attachment; filename="invoice.${kind}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
