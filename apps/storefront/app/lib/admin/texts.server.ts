import type { RouterContextProvider } from "react-router";
import { shopOf } from "../page.server";
import { textsOf } from "../texts";
import { ensureAdminTexts } from "./texts";

/** The back office's texts in the request's language, for loaders and actions (page titles, messages). */
export function adminT(args: { context: Readonly<RouterContextProvider> }) {
  ensureAdminTexts();
  return textsOf(shopOf(args.context).lang, "admin").t;
}
