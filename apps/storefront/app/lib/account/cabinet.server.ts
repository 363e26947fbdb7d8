// What every cabinet loader and action starts from: the signed-in user and an API client that
// forwards the session cookie's token as the bearer header.
import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "../auth.server";
import { cityOf } from "../page.server";
import { serverApi } from "../runtime.server";

export async function cabinetOf(args: Pick<LoaderFunctionArgs, "context" | "url" | "request">) {
  const { user, token } = await requireUser(args);
  const { lang, city } = cityOf(args);
  return { user, token, lang, city, api: serverApi(args.request, lang, token) };
}
