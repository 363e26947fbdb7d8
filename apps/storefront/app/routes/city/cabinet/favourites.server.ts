// The cabinet's Favourites page (issue 38): the customer's favourites as this city sells them, each removable and
// with its e-mail alerts switch; forms that post (they work without JavaScript). The browser's favourites (a
// visitor's, lib/favourites-local.ts) are merged here after sign-in by the page's script (intent "merge").
import { MergeFavouritesRequest } from "@shop/contracts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { ApiError } from "../../../lib/api/client";
import { listFavourites, mergeFavourites, removeFavourite, switchFavouriteAlerts } from "../../../lib/api/favourites";
import { customerOf } from "../../../lib/caller.server";

export async function loadFavouritesPage(args: LoaderFunctionArgs) {
  const { api, city, lang } = await customerOf(args);
  const { items } = await listFavourites(api, city.slug);
  return { page: accountPage(args, "cabinetFavourites", ["cabinet"]), items, cityName: city.names[lang] };
}

const productIdOf = (value: FormDataEntryValue | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export async function favouritesAction(args: ActionFunctionArgs) {
  const { api, city } = await customerOf(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "merge") {
      let ids: unknown = null;
      try {
        ids = JSON.parse(String(form.get("productIds") ?? "[]"));
      } catch {
        // Not a list: nothing to merge.
      }
      const parsed = MergeFavouritesRequest.safeParse({ productIds: ids });
      if (parsed.success) await mergeFavourites(api, parsed.data.productIds);
      return { done: "merged" as const };
    }
    const productId = productIdOf(form.get("productId"));
    if (productId === null) return { done: null };
    if (intent === "remove") {
      await removeFavourite(api, productId);
      return { done: "removed" as const };
    }
    if (intent === "alerts-on" || intent === "alerts-off") {
      await switchFavouriteAlerts(api, productId, city.slug, intent === "alerts-on");
      return { done: intent === "alerts-on" ? ("switchedOn" as const) : ("switchedOff" as const) };
    }
  } catch (error) {
    // A favourite removed meanwhile (another tab): the list shown next tells the truth.
    if (error instanceof ApiError && error.code === "NOT_FOUND") return { done: null };
    throw error;
  }
  return { done: null };
}
