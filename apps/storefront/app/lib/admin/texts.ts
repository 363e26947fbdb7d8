// The back office's texts live in their own i18next namespace ("admin"), added on demand: on the server
// to each request's i18next instance, in the browser once the back office's code loaded.
import type { i18n as I18n } from "i18next";
import { ADMIN_NAMESPACE, adminResources } from "../../locales/admin";

export function ensureAdminTexts(i18n: I18n): void {
  for (const [lang, texts] of Object.entries(adminResources)) {
    if (!i18n.hasResourceBundle(lang, ADMIN_NAMESPACE)) i18n.addResourceBundle(lang, ADMIN_NAMESPACE, texts, true, false);
  }
}
