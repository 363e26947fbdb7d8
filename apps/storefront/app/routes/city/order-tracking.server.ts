import { formatOrderId } from "@shop/domain";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { readOrderNumber } from "../../components/orders/lookup";
import type { LookupAnswer } from "../../components/orders/lookup-form";
import { ApiError } from "../../lib/api/client";
import { findOrder } from "../../lib/api/orders";
import { callerOf } from "../../lib/caller.server";
import { cityCrumb, cityOf, type PageData, pageSeo, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { serverApi } from "../../lib/runtime.server";

type Args = Pick<LoaderFunctionArgs, "context" | "url">;
type Translate = (key: string, vars?: Record<string, string>) => string;

/** The lookup page: its title, description and breadcrumbs. */
export function loadOrderTrackingPage(args: Args): { page: PageData } {
  const { lang, city } = cityOf(args);
  const tt = t(args) as unknown as Translate;
  const title = tt("pages.orderTracking.title");
  return {
    page: {
      seo: pageSeo(args, title, tt("pages.orderTracking.description")),
      heading: title,
      crumbs: [cityCrumb(lang, city), { label: title }],
    },
  };
}

/** One order's page: personal, so never indexed; below the lookup page in the breadcrumbs. */
export function orderPage(args: Args, orderId: string): PageData {
  const { lang, city } = cityOf(args);
  const tt = t(args) as unknown as Translate;
  const grouped = formatOrderId(orderId);
  const title = tt("pages.order.title", { orderId: grouped });
  // On the page the groups stay together (non-breaking hyphens): a narrow screen breaks before the id, not inside it.
  const heading = tt("pages.order.title", { orderId: grouped.replaceAll("-", "\u2011") });
  const tracking = tt("pages.orderTracking.title");
  return {
    seo: { ...pageSeo(args, title, tt("pages.order.description", { orderId: grouped })), robots: "noindex, nofollow" },
    heading,
    crumbs: [cityCrumb(lang, city), { label: tracking, href: cityPath(lang, city.slug, "orderTracking") }, { label: heading }],
  };
}

/**
 * The typed number → the order's page, once the API knows the order. A malformed number, an unknown
 * order and a refusal (too many lookups) stay on this page with their message.
 */
export async function trackingAction(args: ActionFunctionArgs) {
  const { lang, city } = cityOf(args);
  const typed = (await args.request.formData()).get("number");
  const value = typeof typed === "string" ? typed.slice(0, 40) : "";
  const read = readOrderNumber(typed);
  if ("problem" in read) return data<LookupAnswer>({ value, problem: read.problem }, { status: 400 });
  try {
    // With the caller's token: the owner and staff are not counted against the lookup limit.
    const { token } = await callerOf(args);
    const order = await findOrder(serverApi(args.request, lang, token), read.id);
    if (!order) return data<LookupAnswer>({ value, notFound: true }, { status: 404 });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<LookupAnswer>({ value, message: error.message }, { status: error.statusCode === 429 ? 429 : 502 });
  }
  return redirect(cityPath(lang, city.slug, "order", { orderId: read.id }), 303);
}
