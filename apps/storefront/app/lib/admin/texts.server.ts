import type { RouterContextProvider } from "react-router";
import { ADMIN_NAMESPACE } from "../../locales/admin";
import { getInstance } from "../../middleware/i18next";
import { shopOf } from "../page.server";
import { ensureAdminTexts } from "./texts";

/** The back office's texts in the request's language, for loaders and actions (page titles, messages). */
export function adminT(args: { context: Readonly<RouterContextProvider> }) {
  const i18n = getInstance(args.context);
  ensureAdminTexts(i18n);
  return i18n.getFixedT(shopOf(args.context).lang, ADMIN_NAMESPACE);
}
