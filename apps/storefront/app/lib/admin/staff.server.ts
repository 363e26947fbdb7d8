// What every back-office loader and action starts from (issue 7): the signed-in staff member and an API
// client that forwards their token. Everybody else (anonymous visitors and customers alike) gets the 404
// page: the back office gives no hint that it exists. The API checks every staff call again.
import type { CurrentUser } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import type { LoaderFunctionArgs } from "react-router";
import type { ApiClient } from "../api/client";
import { sessionOf } from "../auth.server";
import { pageNotFound, shopOf } from "../page.server";
import { serverApi } from "../runtime.server";

export type StaffArgs = Pick<LoaderFunctionArgs, "context" | "url" | "request">;

export interface StaffCaller {
  user: CurrentUser & { staffRole: "admin" | "city-manager" };
  token: string;
  lang: Locale;
  api: ApiClient;
  isAdmin: boolean;
}

export async function staffOf(args: StaffArgs): Promise<StaffCaller> {
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
export async function adminOf(args: StaffArgs): Promise<StaffCaller> {
  const staff = await staffOf(args);
  if (!staff.isAdmin) pageNotFound(args.url);
  return staff;
}
