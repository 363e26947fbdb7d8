// Who is calling: the one place loaders, actions and middleware ask. Each answer starts from the request's
// session (lib/auth.server.ts: the cookie's token, the user fetched once per request) and from the language
// and city the guards settled (lib/page.server.ts `shopOf`, `cityOf`).
//   callerOf    anybody, signed in or not: the token once it proved live, and the price kind they pay
//   customerOf  a signed-in customer (the cabinet, an order's owner); anybody else goes to the localised root
//   staffOf     a staff member of the back office; anybody else gets the 404 page
//   adminOf     an admin; a city manager (and anybody else) gets the 404 page
import type { CurrentUser, PublicCity } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { type LoaderFunctionArgs, type RouterContextProvider, redirect } from "react-router";
import type { ApiClient } from "./api/client";
import { sessionOf } from "./auth.server";
import { cityOf, pageNotFound, shopOf } from "./page.server";
import { sitePath } from "./paths";
import { type PriceKind, priceKindOfUser } from "./personal";
import { serverApi } from "./runtime.server";

/** What a loader or an action passes to ask who is calling. */
export type CallerArgs = Pick<LoaderFunctionArgs, "context" | "url" | "request">;

export type { PriceKind };

export function priceKindOf(user: CurrentUser | null): PriceKind {
  return priceKindOfUser(user);
}

export interface Caller {
  /** The signed-in user, or null (signed out, or a token the API refused). */
  user: CurrentUser | null;
  /** The token the API should see: only once it proved to be live. */
  token: string | null;
  priceKind: PriceKind;
}

/** The caller as the API should see it: anonymous or a customer (or staff), with its live token and price kind. */
export async function callerOf(args: { context: Readonly<RouterContextProvider> }): Promise<Caller> {
  const session = sessionOf(args.context);
  const user = await session.user();
  return { user, token: user ? session.token : null, priceKind: priceKindOf(user) };
}

export interface Customer {
  user: CurrentUser;
  token: string;
  lang: Locale;
  city: PublicCity;
  /** The API as this customer: the session cookie's token as the bearer header. */
  api: ApiClient;
}

/**
 * A signed-in customer, for the cabinet's loaders and actions and an order owner's actions. The guards have
 * already sent everybody else to the localised root; this only keeps a stale request from slipping by.
 */
export async function customerOf(args: CallerArgs): Promise<Customer> {
  const session = sessionOf(args.context);
  const user = await session.user();
  if (!user || !session.token) throw redirect(sitePath(shopOf(args.context).lang, "root"));
  const { lang, city } = cityOf(args);
  return { user, token: session.token, lang, city, api: serverApi(args.request, lang, session.token) };
}

export interface StaffCaller {
  user: CurrentUser & { staffRole: "admin" | "city-manager" };
  token: string;
  lang: Locale;
  /** The API as this staff member (it checks every staff call again). */
  api: ApiClient;
  isAdmin: boolean;
}

/**
 * A staff member, for every back-office loader and action (issue 7). Everybody else, anonymous visitors and
 * customers alike, gets the 404 page: the back office gives no hint that it exists.
 */
export async function staffOf(args: CallerArgs): Promise<StaffCaller> {
  const session = sessionOf(args.context);
  const user = await session.user();
  if (!user || !session.token || user.role !== "staff" || !user.staffRole) pageNotFound(args.url);
  const lang = shopOf(args.context).lang;
  return {
    user: user as StaffCaller["user"],
    token: session.token,
    lang,
    api: serverApi(args.request, lang, session.token),
    isAdmin: user.staffRole === "admin",
  };
}

/** Pages only an admin may use (business applications, audit log, catalogue-wide settings): a city manager gets 404. */
export async function adminOf(args: CallerArgs): Promise<StaffCaller> {
  const staff = await staffOf(args);
  if (!staff.isAdmin) pageNotFound(args.url);
  return staff;
}
