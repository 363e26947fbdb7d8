// The header's category menu: the city's tree in two levels, the same for every visitor of a city, language and
// price kind (cachedCategoryTree keeps it 30 s per process and drops it on a content change). Loaded by the
// root loader; a failing API leaves the page working without the menu.
import type { PublicCity } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import type { Caller } from "../caller.server";
import { serverApi } from "../runtime.server";
import { cachedCategoryTree } from "./cached.server";
import { categoryMenu, type MenuCategory } from "./category-tree";

export async function loadCategoryMenu(request: Request, lang: Locale, city: PublicCity | null, caller: Caller): Promise<MenuCategory[]> {
  if (!city) return [];
  try {
    const api = serverApi(request, lang, caller.token);
    return categoryMenu(await cachedCategoryTree({ api, priceKind: caller.priceKind }, city.slug, lang));
  } catch (error) {
    console.error(`[catalogue] the category menu could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
