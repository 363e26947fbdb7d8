// POST /{lang}/{city}/personal (issue 38): the hearts' script changes a signed-in customer's favourites here, on
// the session cookie (a customer signed in without the browser's token, or before the page was interactive, has
// only that). One call of the API per post; the answer is the account's ids (the hearts' state). Being a post of
// the visitor's own, it gives the `personal` cookie a new value (middleware/personal-marker.server.ts): every tab's
// kept personal answer is then asked for again.
import { MergeFavouritesRequest } from "@shop/contracts";
import type { ActionFunctionArgs } from "react-router";
import { ApiError } from "../../lib/api/client";
import { addFavourite, mergeFavourites, removeFavourite } from "../../lib/api/favourites";
import { callerOf, customerOf } from "../../lib/caller.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function changeFavourites(args: ActionFunctionArgs): Promise<Response> {
  if (!(await callerOf(args)).user) return Response.json({}, { status: 401, headers: PRIVATE });
  const { api } = await customerOf(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const productId = Number(form.get("productId"));
  try {
    if (intent === "merge") {
      let ids: unknown = null;
      try {
        ids = JSON.parse(String(form.get("productIds") ?? "[]"));
      } catch {
        // Not a list: refused below.
      }
      const parsed = MergeFavouritesRequest.safeParse({ productIds: ids });
      if (!parsed.success) return Response.json({}, { status: 400, headers: PRIVATE });
      return Response.json(await mergeFavourites(api, parsed.data.productIds), { headers: PRIVATE });
    }
    if (!Number.isInteger(productId) || productId <= 0 || productId > 2_147_483_647 || (intent !== "add" && intent !== "remove"))
      return Response.json({}, { status: 400, headers: PRIVATE });
    const ids = intent === "add" ? await addFavourite(api, productId) : await removeFavourite(api, productId);
    return Response.json(ids, { headers: PRIVATE });
  } catch (error) {
    // The API's refusal (the limit, an unknown product) in the customer's language, for the page to say.
    if (error instanceof ApiError && error.statusCode < 500)
      return Response.json({ message: error.message, code: error.code }, { status: error.statusCode, headers: PRIVATE });
    throw error;
  }
}
