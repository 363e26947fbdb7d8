// The parcel locker picker without JavaScript, on the server's side against a fake API: "Search lockers" (intent
// "lockers") answers the form as typed, its total and the lockers found; every other answer of such a page carries the
// search and keeps the chosen locker; a page with JavaScript (the picker's `_js`) or a fetcher's re-quote gets nothing more.
import { type Locker, type PublicCity, STOREFRONT_RUNTIME_KEY } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createSession, sessionContext } from "../../lib/auth.server";
import type { CheckoutReply } from "../../lib/checkout/types";
import { shopContext } from "../../lib/shop-context";
import { withLockers } from "./checkout-lockers.server";

const krakow: PublicCity = { id: 2, slug: "krakow", name: "Kraków", names: { en: "Kraków", uk: "Краків", pl: "Kraków", ru: "Краков" } };
const locker = (code: string, distance: number | null = 120): Locker => ({
  code,
  name: "Przy sklepie Żabka",
  address: `Floriańska ${code.length}, 31-019 Kraków`,
  openingHours: "24/7",
  open247: true,
  distance,
  latitude: 50.06,
  longitude: 19.94,
});
const QUOTE = { subtotal: 10_000, discount: 0, deliveryFee: 1299, total: 11_299, coupon: null, cryptoEstimate: null };

/** The API: the locker search (by `q`), the quote; every call is recorded. */
let lockersDown = false;
const calls: URL[] = [];
const api = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  calls.push(url);
  if (url.pathname === "/api/v1/checkout/quote") return Response.json(QUOTE);
  if (url.pathname === "/api/v1/city/krakow/lockers") {
    if (lockersDown) return Response.json({ statusCode: 503, code: "LOCKERS_UNAVAILABLE", message: "down" }, { status: 503 });
    const q = url.searchParams.get("q") ?? "";
    if (q === "KRA01M") return Response.json({ kind: "code", lockers: [locker("KRA01M", null)] });
    return Response.json({ kind: q ? "postcode" : "nearby", lockers: [locker("KRA05M"), locker("KRA07N", 480)] });
  }
  return Response.json({ statusCode: 404, message: "no route" }, { status: 404 });
});
const lockerCalls = () => calls.filter((url) => url.pathname.endsWith("/lockers")).map((url) => url.searchParams.get("q") ?? "");

beforeEach(() => {
  calls.length = 0;
  lockersDown = false;
  (globalThis as Record<symbol, unknown>)[STOREFRONT_RUNTIME_KEY] = {
    apiBase: "",
    inProcessApi: api,
    publicEnv: {
      PUBLIC_BRAND: "default",
      PUBLIC_REQUEST_THROTTLE: false,
      DEFAULT_LOCALE: "en",
      PUBLIC_API_BASE: "",
      PUBLIC_ORIGIN: "http://shop.test",
      BUILD_ID: "t",
      DEMO_MODE: false,
    },
  };
});

const TYPED = {
  firstName: "Anna",
  lastName: "Nowak",
  phone: "+48 600 100 200",
  delivery: "parcel-locker",
  payment: "online",
  couponCode: "",
};

/** Posts the checkout form (fields as a browser sends them) to the wrapped action. */
async function post(
  fields: Record<string, string>,
  action = vi.fn(
    async (): Promise<CheckoutReply> => ({ intent: "place", result: { initialValue: fields }, quote: null, idempotencyKey: "k" }),
  ),
) {
  const request = new Request("http://shop.test/pl/krakow/checkout", { method: "POST", body: new URLSearchParams(fields) });
  const context = new RouterContextProvider();
  context.set(shopContext, { lang: "pl", city: krakow, cities: [krakow], crawler: false, ageConfirmed: true });
  context.set(sessionContext, createSession(request, null));
  const args = { request, context, url: new URL(request.url), params: { lang: "pl", city: "krakow" } };
  return { reply: await withLockers(args as never, action), action };
}

describe("the parcel locker search without JavaScript", () => {
  it("answers Search lockers with what was typed, the total and the lockers the text found, placing nothing", async () => {
    const key = "key-of-this-page-0001";
    const { reply, action } = await post({ ...TYPED, intent: "lockers", lockerQuery: " 31-019 ", idempotencyKey: key });
    expect(action).not.toHaveBeenCalled();
    expect(reply).toMatchObject({ intent: "lockers", quote: QUOTE, idempotencyKey: key });
    expect(reply.result.initialValue).toMatchObject({ firstName: "Anna", phone: "+48 600 100 200", lockerQuery: " 31-019 " });
    expect(reply.lockers).toEqual({
      query: "31-019",
      list: { kind: "postcode", lockers: [locker("KRA05M"), locker("KRA07N", 480)] },
      chosen: null,
    });
    expect(lockerCalls()).toEqual(["31-019"]);
  });

  it("keeps the chosen locker on every answer of the page, looking it up when the search no longer finds it", async () => {
    const kept = await post({ ...TYPED, intent: "lockers", lockerQuery: "", lockerCode: "KRA07N" });
    expect(kept.reply.lockers?.chosen).toEqual(locker("KRA07N", 480));
    expect(lockerCalls()).toEqual([""]);

    calls.length = 0;
    const refused = await post({ ...TYPED, intent: "place", lockerQuery: "Floriańska", lockerCode: "KRA01M" });
    expect(refused.action).toHaveBeenCalledOnce();
    expect(refused.reply).toMatchObject({ intent: "place", lockers: { query: "Floriańska", chosen: locker("KRA01M", null) } });
    expect(lockerCalls()).toEqual(["Floriańska", "KRA01M"]);
  });

  it("says the search failed (and keeps everything typed) when the API cannot search", async () => {
    lockersDown = true;
    const { reply } = await post({ ...TYPED, intent: "lockers", lockerQuery: "Pawia" });
    expect(reply.lockers).toEqual({ query: "Pawia", list: null, chosen: null });
    expect(reply.result.initialValue).toMatchObject({ lastName: "Nowak" });
  });

  it("adds nothing for a page with JavaScript, a fetcher's re-quote or another delivery", async () => {
    for (const fields of [
      { ...TYPED, intent: "place", lockerQuery: "", lockerCode: "KRA05M", _js: "1" },
      { intent: "quote", delivery: "parcel-locker", couponCode: "" },
      { ...TYPED, delivery: "courier", intent: "place", lockerQuery: "" },
    ]) {
      const { reply, action } = await post(fields);
      expect(action).toHaveBeenCalledOnce();
      expect(reply.lockers).toBeUndefined();
    }
    expect(lockerCalls()).toEqual([]);
  });
});
