// The page of a favourite e-mail's unsubscribe link (issue 38): /{lang}/{city}/favourites/unsubscribe?token=. The
// loader changes nothing (a mail scanner opening the link stops nothing); the button's POST stops the favourite's
// e-mails. No sign-in: the token is the proof.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { ApiError } from "../../lib/api/client";
import { unsubscribeFavourite } from "../../lib/api/favourites";
import { cityCrumb, cityOf, pageSeo, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { serverApi } from "../../lib/runtime.server";

export function loadFavouriteUnsubscribe(args: LoaderFunctionArgs) {
  const { lang, city } = cityOf(args);
  const title = t(args)("favourites.unsubscribe.title");
  return {
    token: args.url.searchParams.get("token")?.slice(0, 200) ?? "",
    missing: t(args)("alerts.page.missing"),
    page: {
      seo: { ...pageSeo(args, title, title), robots: "noindex, nofollow" },
      heading: title,
      crumbs: [cityCrumb(lang, city), { label: title }],
    },
    homeHref: cityPath(lang, city.slug, "home"),
  };
}

export async function favouriteUnsubscribeAction(args: ActionFunctionArgs) {
  const { lang } = cityOf(args);
  const token = String((await args.request.formData()).get("token") ?? "").slice(0, 200);
  try {
    await unsubscribeFavourite(serverApi(args.request, lang), token);
    return { done: true as const };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    return { error: t(args)("favourites.unsubscribe.invalid") };
  }
}
