// The product page's action (issue 18): "notify me when back in stock". A visitor's e-mail or, signed in, the
// account's; the API decides (the product must be out of stock in the city) and answers in the page's language.
import type { ActionFunctionArgs } from "react-router";
import { STOCK_ALERT_INTENT, type StockAlertReply } from "../../../components/product/back-in-stock";
import { ApiError } from "../../../lib/api/client";
import { subscribeStockAlert } from "../../../lib/api/stock-alerts";
import { callerOf } from "../../../lib/caller.server";
import { isSameOriginRequest } from "../../../lib/csrf";
import { cityOf, publicOrigin, t } from "../../../lib/page.server";
import { serverApi } from "../../../lib/runtime.server";
import { productLookupContext } from "../../../middleware/product-slug.server";

/** The first field message of a refused request (a bad e-mail), else the error's own. */
function messageOf(error: ApiError): string {
  const issues = (error.body as { issues?: Array<{ message?: string }> } | null)?.issues;
  return issues?.find((issue) => issue.message)?.message ?? error.message;
}

export async function backInStockAction(args: ActionFunctionArgs): Promise<{ stockAlert: StockAlertReply } | null> {
  const form = await args.request.formData();
  if (form.get("intent") !== STOCK_ALERT_INTENT) return null;
  const email = String(form.get("email") ?? "").slice(0, 300);
  // A signed-in customer's request rides on the session cookie: only from the shop's own pages.
  if (!isSameOriginRequest(args.request, [new URL(args.request.url).origin, publicOrigin()]))
    return { stockAlert: { error: t(args)("account.errors.crossSite"), email } };
  const { lang, city } = cityOf(args);
  const lookup = args.context.get(productLookupContext);
  if (lookup.status !== "ok") return null;
  const { token } = await callerOf(args);
  try {
    const answer = await subscribeStockAlert(serverApi(args.request, lang, token), {
      productSlug: lookup.product.slug,
      city: city.slug,
      email: token ? undefined : email,
    });
    return { stockAlert: { status: answer.status, email: email || "" } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { stockAlert: { error: messageOf(error), email } };
  }
}
