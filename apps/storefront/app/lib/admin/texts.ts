// The back office's texts live in their own namespace ("admin"), registered once the back office's code
// is loaded (on the server by its loaders, in the browser by its layout), so they never reach a shopper.
import type { Locale } from "@shop/domain";
import { adminResources } from "../../locales/admin";
import { type Dict, hasTexts, registerTexts } from "../texts";

export function ensureAdminTexts(): void {
  for (const [lang, texts] of Object.entries(adminResources) as Array<[Locale, unknown]>) {
    if (!hasTexts("admin", lang)) registerTexts("admin", lang, texts as Dict);
  }
}
