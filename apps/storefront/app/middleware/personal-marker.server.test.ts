import type { SignedInUser } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type Session, sessionContext } from "../lib/auth.server";
import { personalMarkerMiddleware } from "./personal-marker.server";

const customer = (business: SignedInUser["business"]) => ({ id: 7, role: "customer", firstName: "Anna", business }) as SignedInUser;
const retail = customer({ status: "none", kind: null } as unknown as SignedInUser["business"]);
const wholesale = customer({ status: "approved", kind: "wholesale" } as unknown as SignedInUser["business"]);

/** The cookies the middleware adds to a page's answer (the page's own Set-Cookie given), for these request cookies. */
async function added(path: string, cookie: string, answer: string[] = [], user?: SignedInUser | null, method = "GET"): Promise<string[]> {
  const context = new RouterContextProvider();
  const session: Session = { token: null, user: async () => user ?? null, rejected: () => false, known: () => user, renew: () => {} };
  context.set(sessionContext, session);
  const headers = new Headers();
  for (const value of answer) headers.append("Set-Cookie", value);
  const response = (await personalMarkerMiddleware(
    {
      request: new Request(`http://shop.test${path}`, { method, headers: { cookie } }),
      context,
      params: {},
      unstable_pattern: "",
    } as never,
    async () => new Response("page", { headers }),
  )) as Response;
  return response.headers.getSetCookie().filter((value) => !answer.includes(value));
}

describe("the plain cookies that tell a shared page whom to ask about", () => {
  it("says `personal` once an answer leaves a session or a cart in the browser, and forgets it when neither is left", async () => {
    expect(await added("/en/warszawa/cart", "", ["cart=abc; Path=/; HttpOnly"])).toEqual([
      expect.stringMatching(/^personal=[0-9a-f]{8}; .*Max-Age=2592000/),
    ]);
    expect(await added("/en/warszawa/cabinet", "session=t")).toEqual([expect.stringMatching(/^personal=[0-9a-f]{8};/)]);
    expect(await added("/en/warszawa/cart", "cart=abc; personal=v1")).toEqual([]);
    expect(await added("/en/warszawa/auth/sign-out", "session=t; personal=v1", ["session=; Path=/; Max-Age=0; HttpOnly"])).toEqual([
      expect.stringMatching(/^personal=; .*Max-Age=0/),
    ]);
  });

  it("gives `personal` a new value whenever the personal parts may have changed, so that no page reuses an older answer", async () => {
    const version = (cookies: string[]) => /^personal=([^;]+)/.exec(cookies[0] ?? "")?.[1];
    // A post (a cart form, a profile's save): a new value, never the one the browser holds.
    const posted = await added("/en/warszawa/cart", "cart=abc; personal=v1", [], undefined, "POST");
    expect(version(posted)).toMatch(/^[0-9a-f]{8}$/);
    expect(await added("/en/warszawa/cart", "cart=abc; personal=v1", [], undefined, "POST")).not.toEqual(posted);
    // Signed out with a cart still there: still personal, but no longer the same person's.
    expect(version(await added("/en/warszawa/auth/sign-out", "session=t; cart=abc; personal=v1", ["session=; Path=/; Max-Age=0"]))).toMatch(
      /^[0-9a-f]{8}$/,
    );
    // Signed in (a new session cookie) on a page read: new too.
    expect(version(await added("/en/warszawa/auth/callback", "cart=abc; personal=v1", ["session=t2; Path=/; HttpOnly"]))).toMatch(
      /^[0-9a-f]{8}$/,
    );
    // A page read that changes neither keeps the value.
    expect(await added("/en/warszawa/cabinet", "session=t; personal=v1")).toEqual([]);
  });

  it("says `price_kind` for a business customer once the request knows the user, and forgets it for retail", async () => {
    expect(await added("/en/warszawa/personal", "session=t; personal=v1", [], wholesale)).toEqual([
      expect.stringMatching(/^price_kind=wholesale;/),
    ]);
    expect(await added("/en/warszawa/personal", "session=t; personal=v1; price_kind=wholesale", [], wholesale)).toEqual([]);
    expect(await added("/en/warszawa/personal", "session=t; personal=v1; price_kind=wholesale", [], retail)).toEqual([
      expect.stringMatching(/^price_kind=; .*Max-Age=0/),
    ]);
    // Nobody asked who is signed in: nothing said about the price kind.
    expect(await added("/en/warszawa/cart", "session=t; personal=v1; price_kind=wholesale", [], undefined)).toEqual([]);
  });

  it("sets nothing on a shared page (a cookie would keep it out of the cache)", async () => {
    expect(await added("/en/warszawa", "session=t")).toEqual([]);
    expect(await added("/en/warszawa/categories/shisha", "cart=abc")).toEqual([]);
  });
});
