// /{lang}/{city}/info/reviews (issue 38): how reviews are verified, as the Omnibus rules ask a shop that shows reviews
// to say. The same for every visitor.
import type { LoaderFunctionArgs } from "react-router";
import { cityCrumb, cityOf, pageSeo, t } from "../../../lib/page.server";

export function loadReviewsInfo(args: LoaderFunctionArgs) {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const title = tt("reviews.info.title");
  return {
    page: { seo: pageSeo(args, title, tt("reviews.info.description")), heading: title, crumbs: [cityCrumb(lang, city), { label: title }] },
  };
}
