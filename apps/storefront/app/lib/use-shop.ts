import type { CurrentUser, PublicEnv } from "@shop/contracts";
import { type Brand, isLocale, type Locale } from "@shop/domain";
import { useRouteLoaderData } from "react-router";
import type { MenuCategory } from "./catalogue/category-tree";
import { type CityPage, type CityPageParams, cityPath, type SitePage, type SitePageParams, sitePath } from "./paths";

export interface RootData {
  locale: Locale;
  /** Where the browser loads each language's texts (docs/adr/0004). */
  texts: Record<Locale, string>;
  publicEnv: PublicEnv;
  /** The brand variant PUBLIC_BRAND picks, as the pages show it (the browser gets only this one, not every variant). */
  brand: ShopBrand;
  cities: { id: number; slug: string; name: string }[];
  city: { id: number; slug: string; name: string } | null;
  showAgeGate: boolean;
  crawler: boolean;
  /** The signed-in customer (null when nobody is, or on a shared page: then lib/personal-store.ts knows). */
  user: CurrentUser | null;
  /** A page shared by every visitor (docs/adr/0030): its personal parts come after it is shown. */
  shared: boolean;
  /** The city's category menu for the header (two levels; empty on pages without a city). */
  categories: MenuCategory[];
}

/** What the pages show of the brand variant. */
export type ShopBrand = Pick<
  Brand,
  "id" | "name" | "localPickupAvailable" | "cashPaymentAvailable" | "colours" | "logos" | "contacts" | "social" | "messengers"
>;

/** The root loader's data (absent when the root loader itself failed). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** Paths for the current language and city: the one place links get both segments. */
export function useShopPaths() {
  const root = useRootData();
  const lang: Locale = isLocale(root?.locale) ? root.locale : "en";
  const citySlug = root?.city?.slug ?? null;
  return {
    lang,
    citySlug,
    city<P extends CityPage>(page: P, params?: CityPageParams<P>, query?: Record<string, string | undefined>) {
      return citySlug ? cityPath(lang, citySlug, page, params, query) : sitePath(lang, "selectCity");
    },
    site<P extends SitePage>(page: P, params?: SitePageParams<P>) {
      return sitePath(lang, page, params);
    },
  };
}
