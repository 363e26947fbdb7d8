// The parcel locker picker without JavaScript (issue 19; docs/orders.md "InPost parcel lockers"): the checkout form's
// "Search lockers" button posts the whole form with intent "lockers"; the page comes back with everything typed, the
// total for the posted delivery and coupon, and the lockers the search text found as radio options. Every other
// answer of the action to such a page (a quote, a coupon, a refused placing) also carries the search and keeps the
// chosen locker checked. With JavaScript (the picker's `_js` field) the picker asks the API itself: nothing here.
import { ApiError } from "../../lib/api/client";
import { findLockers } from "../../lib/api/lockers";
import { callerOf } from "../../lib/caller.server";
import { cartApi } from "../../lib/cart/cart-cookie.server";
import { CheckoutFields } from "../../lib/checkout/form-schema";
import type { CheckoutReply, LockerReply } from "../../lib/checkout/types";
import { JS_FIELD, parseForm } from "../../lib/forms/parse";
import { cityOf } from "../../lib/page.server";
import { serverApi } from "../../lib/runtime.server";
import type { Route } from "./+types/checkout";
import { quoteInputOf, quoteWith } from "./checkout.server";

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The checkout's action with the picker's part: the "lockers" intent, and the search on every other answer. */
export async function withLockers(
  args: Route.ActionArgs,
  action: (args: Route.ActionArgs) => Promise<CheckoutReply>,
): Promise<CheckoutReply> {
  const form = await args.request.clone().formData();
  if (form.get("intent") === "lockers") return lockerSearch(args, form);
  const reply = await action(args);
  // A page without JavaScript posts the whole form, the search box with it; a fetcher's re-quote posts three fields.
  if (form.has(JS_FIELD) || !form.has("lockerQuery") || form.get("delivery") !== "parcel-locker") return reply;
  return { ...reply, lockers: await lockersOf(args, form) };
}

/** "Search lockers": the form as typed, its total, and what the search found. */
async function lockerSearch(args: Route.ActionArgs, form: FormData): Promise<CheckoutReply> {
  const { lang, city } = cityOf(args);
  const { token } = await callerOf(args);
  const [{ quote }, lockers] = await Promise.all([
    quoteWith(cartApi(args.request, lang, token), city.slug, quoteInputOf(form)),
    lockersOf(args, form),
  ]);
  const posted = String(form.get("idempotencyKey") ?? "");
  return {
    intent: "lockers",
    result: { initialValue: parseForm(form, CheckoutFields).reply().initialValue },
    quote,
    idempotencyKey: KEY_PATTERN.test(posted) ? posted : crypto.randomUUID(),
    lockers,
  };
}

/** The posted search (empty: near the city's centre) and the locker chosen before, looked up when the search lacks it. */
export async function lockersOf(args: Pick<Route.ActionArgs, "context" | "request" | "url">, form: FormData): Promise<LockerReply> {
  const { lang, city } = cityOf(args);
  const api = serverApi(args.request, lang);
  const query = String(form.get("lockerQuery") ?? "")
    .trim()
    .slice(0, 100);
  const code = String(form.get("lockerCode") ?? "").trim();
  const search = async (text: string) => {
    try {
      return await findLockers(api, city.slug, text);
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
  };
  const list = await search(query);
  let chosen = (code && list?.lockers.find((locker) => locker.code === code)) || null;
  if (code && !chosen && list) chosen = (await search(code))?.lockers.find((locker) => locker.code === code.toUpperCase()) ?? null;
  return { query, list, chosen };
}
