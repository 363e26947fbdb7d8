// The pages of a stock alert's e-mail links (issue 18): /{lang}/{city}/stock-alerts/confirm and …/unsubscribe with
// `?token=`. The loader only reads what the token's alert is; the change is the button's POST (a mail scanner
// that opens the link changes nothing). Neither rides on the session cookie: the token is the proof.
import type { StockAlertView } from "@shop/contracts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { ApiError } from "../../lib/api/client";
import { confirmStockAlert, unsubscribeStockAlert, viewStockAlert } from "../../lib/api/stock-alerts";
import { cityCrumb, cityOf, pageSeo, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { serverApi } from "../../lib/runtime.server";

type Intent = "confirm" | "unsubscribe";
const intentOf = (url: URL): Intent => (url.pathname.endsWith("/unsubscribe") ? "unsubscribe" : "confirm");

export async function loadStockAlertPage(args: LoaderFunctionArgs) {
  const { lang, city } = cityOf(args);
  const intent = intentOf(args.url);
  const title = t(args)(intent === "confirm" ? "alerts.page.confirmTitle" : "alerts.page.unsubscribeTitle");
  const token = args.url.searchParams.get("token")?.slice(0, 200) ?? "";
  let alert: StockAlertView | null = null;
  let problem: string | null = token ? null : t(args)("alerts.page.missing");
  if (token)
    try {
      alert = await viewStockAlert(serverApi(args.request, lang), token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      problem = error.message;
    }
  return {
    intent,
    token,
    alert,
    problem,
    page: {
      seo: { ...pageSeo(args, title, title), robots: "noindex, nofollow" },
      heading: title,
      crumbs: [cityCrumb(lang, city), { label: title }],
    },
    productHref: alert ? cityPath(lang, alert.citySlug, "product", { productSlug: alert.productSlug }) : null,
    homeHref: cityPath(lang, city.slug, "home"),
  };
}

export async function stockAlertAction(args: ActionFunctionArgs) {
  const { lang } = cityOf(args);
  const token = String((await args.request.formData()).get("token") ?? "").slice(0, 200);
  const api = serverApi(args.request, lang);
  try {
    if (intentOf(new URL(args.request.url)) === "unsubscribe") {
      await unsubscribeStockAlert(api, token);
      return { done: "unsubscribed" as const };
    }
    const view = await confirmStockAlert(api, token);
    return { done: view.state === "notified" ? ("notified" as const) : ("confirmed" as const) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    return { error: error.message };
  }
}
