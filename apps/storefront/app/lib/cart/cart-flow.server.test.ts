// The cart's server side against a fake API: the action's Post/Redirect/Get (the cart cookie, the flash that
// carries changes and errors across the redirect), the one read per page view, and the merge on signing in.
import { type Cart, type CartChange, type PublicCity, STOREFRONT_RUNTIME_KEY } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { handOverSession } from "../../routes/city/auth/session.server";
import { signInAction } from "../../routes/city/auth/sign-in.server";
import { cartAction } from "../../routes/city/cart.server";
import { createSession, sessionContext } from "../auth.server";
import { shopContext } from "../shop-context";
import { readCart } from "./cart-view.server";

const CART_ID = "Vis1torCartId_000000000";
const TOKEN = "live-token-000000000000";
const krakow: PublicCity = { id: 2, slug: "krakow", name: "Kraków", names: { en: "Kraków", uk: "Краків", pl: "Kraków", ru: "Краков" } };
const reduced: CartChange = { productId: 7, slug: "coal", name: "Coconut coal", kind: "reduced", reason: "less-in-stock", from: 4, to: 2 };

const cart = (values: Partial<Cart> = {}): Cart => ({
  id: null,
  city: "krakow",
  lines: [],
  itemCount: 0,
  subtotal: 0,
  tpd: false,
  changes: [],
  freeDelivery: null,
  ...values,
});
const refusal = (message: string) => Response.json({ statusCode: 409, message, code: "NOT_ENOUGH_STOCK" }, { status: 409 });

/** The API: one handler per "METHOD /path"; every call is recorded. */
let routes: Record<string, (request: Request) => Response | Promise<Response>> = {};
const calls: Request[] = [];
const api = vi.fn(async (request: Request) => {
  calls.push(request.clone());
  const url = new URL(request.url);
  if (url.pathname === "/api/v1/auth/iam") {
    return request.headers.get("authorization") === `Bearer ${TOKEN}`
      ? Response.json({ id: 1, firstName: "Anna", business: { status: "none", kind: null } })
      : Response.json({ statusCode: 401, message: "Please sign in" }, { status: 401 });
  }
  const handler = routes[`${request.method} ${url.pathname}`];
  return handler ? handler(request) : Response.json({ statusCode: 404, message: "no route" }, { status: 404 });
});
const cartCalls = () => calls.filter((call) => new URL(call.url).pathname.startsWith("/api/v1/cart"));

beforeEach(() => {
  routes = {};
  calls.length = 0;
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

/** Runs `fn` the way a request under /{lang}/krakow reaches a loader or action (language, city, session). */
async function within<T>(
  request: Request,
  lang: Locale,
  fn: (args: { request: Request; context: RouterContextProvider; url: URL; params: Record<string, string> }) => Promise<T>,
) {
  const context = new RouterContextProvider();
  context.set(shopContext, { lang, city: krakow, cities: [krakow], crawler: false, ageConfirmed: true });
  const token = /session=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1] ?? null;
  context.set(sessionContext, createSession(request, token));
  const args = { request, context, url: new URL(request.url), params: { lang, city: "krakow" } };
  return await fn(args);
}

function post(lang: Locale, fields: Record<string, string>, cookie = "", path = "cart") {
  return new Request(`http://shop.test/${lang}/krakow/${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, origin: "http://shop.test" },
  });
}

/** The action's answer: a thrown redirect or the data it returned. */
async function act(request: Request, lang: Locale = "en", run = cartAction) {
  try {
    return { data: await within(request, lang, (args) => run(args as never)) } as const;
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown } as const;
    throw thrown;
  }
}

const cookiesOf = (response: Response) => response.headers.getSetCookie();
/** What a browser sends back: the Set-Cookie values that set something. */
const jar = (setCookies: string[]) =>
  setCookies
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

describe("adding to the cart without JavaScript", () => {
  it("gives a new visitor the cart's cookie and goes back to the product with the notice", async () => {
    routes["POST /api/v1/cart/items"] = () => Response.json(cart({ id: CART_ID, itemCount: 2 }));
    const { redirect } = await act(post("en", { intent: "add", productId: "12", quantity: "2", returnTo: "/en/krakow/products/mint?x=1" }));
    expect(redirect?.status).toBe(303);
    expect(redirect?.headers.get("location")).toBe("/en/krakow/products/mint?x=1&added=12");
    expect(cookiesOf(redirect as Response)).toEqual([`cart=${CART_ID}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`]);
    const [call] = cartCalls();
    expect(await call?.json()).toEqual({ city: "krakow", productId: 12, quantity: 2 });
    expect(call?.headers.get("x-cart-id")).toBeNull();
  });

  it("brings the API's refusal back to the product page, in the flash the next page reads once", async () => {
    routes["POST /api/v1/cart/items"] = () => refusal("Tylko 2 sztuki na stanie.");
    const { redirect } = await act(
      post("pl", { intent: "add", productId: "12", quantity: "9", returnTo: "/pl/krakow/products/mint" }, `cart=${CART_ID}`),
      "pl",
    );
    expect(redirect?.headers.get("location")).toBe("/pl/krakow/products/mint");
    expect(cartCalls()[0]?.headers.get("x-cart-id")).toBe(CART_ID);
    expect(cartCalls()[0]?.headers.get("locale")).toBe("pl");

    routes["GET /api/v1/cart"] = () => Response.json(cart({ id: CART_ID }));
    const next = new Request("http://shop.test/pl/krakow/products/mint", {
      headers: { cookie: `cart=${CART_ID}; ${jar(cookiesOf(redirect as Response))}` },
    });
    const read = await within(next, "pl", (args) => readCart(args));
    expect(read.error).toEqual({ message: "Tylko 2 sztuki na stanie.", productId: 12 });
    expect(read.cookies).toEqual(["cart_flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
  });

  it("refuses a quantity that is not 1 to 999 in the page's language, without asking the API", async () => {
    const { redirect } = await act(
      post("uk", { intent: "add", productId: "12", quantity: "0", returnTo: "/uk/krakow/products/mint" }),
      "uk",
    );
    expect(cartCalls()).toEqual([]);
    const next = new Request("http://shop.test/uk/krakow/products/mint", { headers: { cookie: jar(cookiesOf(redirect as Response)) } });
    const read = await within(next, "uk", (args) => readCart(args));
    expect(read.error?.message).toBe("Вкажіть кількість від 1 до 999.");
    expect(read.cart).toBeNull();
  });

  it("never sends the shopper to another site", async () => {
    routes["POST /api/v1/cart/items"] = () => Response.json(cart({ id: CART_ID }));
    for (const returnTo of ["//evil.example/x", "/\\evil.example", "https://evil.example/"]) {
      const { redirect } = await act(post("en", { intent: "add", productId: "12", quantity: "1", returnTo }));
      expect(redirect?.headers.get("location")).toBe("/en/krakow/cart");
    }
  });
});

describe("changing the cart", () => {
  it("a stepper's − and + set the line's quantity minus or plus one, without JavaScript too; never below 1", async () => {
    routes["PUT /api/v1/cart/items/12"] = () => Response.json(cart({ id: CART_ID }));
    await act(post("en", { intent: "set", productId: "12", quantity: "3", step: "1" }, `cart=${CART_ID}`));
    await act(post("en", { intent: "set", productId: "12", quantity: "3", step: "-1" }, `cart=${CART_ID}`));
    expect(await Promise.all(cartCalls().map((call) => call.json()))).toEqual([
      { city: "krakow", quantity: 4 },
      { city: "krakow", quantity: 2 },
    ]);
    const { redirect } = await act(post("en", { intent: "set", productId: "12", quantity: "1", step: "-1" }, `cart=${CART_ID}`));
    expect(redirect?.headers.get("location")).toBe("/en/krakow/cart");
    expect(cartCalls()).toHaveLength(2);
  });

  it("without JavaScript: back to the cart, whose page shows the changes the API reported once", async () => {
    routes["PUT /api/v1/cart/items/12"] = () => Response.json(cart({ id: CART_ID, changes: [reduced] }));
    const { redirect } = await act(post("en", { intent: "set", productId: "12", quantity: "3" }, `cart=${CART_ID}`));
    expect(redirect?.headers.get("location")).toBe("/en/krakow/cart");
    expect(await cartCalls()[0]?.json()).toEqual({ city: "krakow", quantity: 3 });

    routes["GET /api/v1/cart"] = () => Response.json(cart({ id: CART_ID, itemCount: 3 }));
    const next = new Request("http://shop.test/en/krakow/cart", {
      headers: { cookie: `cart=${CART_ID}; ${jar(cookiesOf(redirect as Response))}` },
    });
    const read = await within(next, "en", async (args) => {
      const [layout, page] = await Promise.all([readCart(args), readCart(args)]);
      expect(page).toBe(layout);
      return layout;
    });
    expect(read.changes).toEqual([reduced]);
    expect(read.cart?.itemCount).toBe(3);
    expect(cartCalls().filter((call) => call.method === "GET")).toHaveLength(1);
  });

  it("with JavaScript: answers the fetcher instead of redirecting", async () => {
    routes["DELETE /api/v1/cart/items/12"] = () => Response.json(cart({ id: CART_ID, changes: [reduced], itemCount: 2, subtotal: 1998 }));
    const { data } = await act(post("en", { intent: "remove", productId: "12", _js: "1" }, `cart=${CART_ID}`));
    // The server's count and subtotal ride with the answer: the header shows them at once.
    expect(data).toMatchObject({
      data: { ok: true, intent: "remove", productId: 12, changes: [reduced], cart: { count: 2, subtotal: 1998, line: null } },
      init: { status: 200 },
    });
    expect(new URL(cartCalls()[0]?.url ?? "").search).toBe("?city=krakow");
  });
});

describe("reading the cart for a page", () => {
  it("asks nothing when there is neither a cart cookie nor a session", async () => {
    const read = await within(new Request("http://shop.test/en/krakow"), "en", (args) => readCart(args));
    expect(read).toEqual({ cart: null, changes: [], error: null, cookies: [] });
    expect(calls).toEqual([]);
  });

  it("forgets a visitor cookie whose cart is gone", async () => {
    routes["GET /api/v1/cart"] = () => Response.json(cart());
    const read = await within(new Request("http://shop.test/en/krakow", { headers: { cookie: `cart=${CART_ID}` } }), "en", (args) =>
      readCart(args),
    );
    expect(read.cookies).toEqual(["cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
  });
});

describe("signing in with a visitor cart", () => {
  beforeEach(() => {
    routes["POST /api/v1/auth/sign-in"] = () => Response.json({ accessToken: TOKEN, expiresAt: "2099-01-01T00:00:00Z" });
    routes["POST /api/v1/cart/merge"] = () => Response.json(cart({ itemCount: 5, changes: [reduced] }));
  });

  it("merges it with the new token, clears its cookie and goes to returnTo", async () => {
    const request = new Request("http://shop.test/en/krakow/auth/sign-in?returnTo=%2Fen%2Fkrakow%2Fcheckout", {
      method: "POST",
      body: new URLSearchParams({ email: "anna@example.pl", password: "correct horse battery" }),
      headers: { cookie: `cart=${CART_ID}`, origin: "http://shop.test" },
    });
    const { redirect } = await act(request, "en", signInAction as never);
    expect(redirect?.headers.get("location")).toBe("/en/krakow/checkout");
    const merge = cartCalls()[0];
    expect(merge?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(await merge?.json()).toEqual({ city: "krakow", cartId: CART_ID });
    const cookies = cookiesOf(redirect as Response);
    expect(cookies).toContain("cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    expect(cookies.some((cookie) => cookie.startsWith("session="))).toBe(true);
    // The merge's changes reach the next page's dialog.
    const next = new Request("http://shop.test/en/krakow/checkout", { headers: { cookie: jar(cookies) } });
    routes["GET /api/v1/cart"] = () => Response.json(cart({ itemCount: 5 }));
    expect((await within(next, "en", (args) => readCart(args))).changes).toEqual([reduced]);
  });

  it("merges it when the browser hands its token over", async () => {
    const request = new Request("http://shop.test/en/krakow/auth/session", {
      method: "POST",
      body: JSON.stringify({ token: TOKEN }),
      headers: { cookie: `cart=${CART_ID}`, origin: "http://shop.test", "content-type": "application/json" },
    });
    const response = (await within(request, "en", (args) => handOverSession(args as never))) as Response;
    expect(response.status).toBe(204);
    expect(await cartCalls()[0]?.json()).toEqual({ city: "krakow", cartId: CART_ID });
    expect(cookiesOf(response)).toContain("cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  });

  it("keeps the cookie when the merge fails, and the next page merges it", async () => {
    routes["POST /api/v1/cart/merge"] = () => Response.json({ statusCode: 503, message: "down" }, { status: 503 });
    const request = new Request("http://shop.test/en/krakow/auth/sign-in", {
      method: "POST",
      body: new URLSearchParams({ email: "anna@example.pl", password: "correct horse battery" }),
      headers: { cookie: `cart=${CART_ID}`, origin: "http://shop.test" },
    });
    const { redirect } = await act(request, "en", signInAction as never);
    expect(redirect?.headers.get("location")).toBe("/en/krakow/cabinet");
    expect(cookiesOf(redirect as Response).some((cookie) => cookie.startsWith("cart="))).toBe(false);

    routes["POST /api/v1/cart/merge"] = () => Response.json(cart({ itemCount: 5 }));
    const next = new Request("http://shop.test/en/krakow/cabinet", { headers: { cookie: `cart=${CART_ID}; session=${TOKEN}` } });
    const read = await within(next, "en", (args) => readCart(args));
    expect(read.cart?.itemCount).toBe(5);
    expect(read.cookies).toEqual(["cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
  });
});
