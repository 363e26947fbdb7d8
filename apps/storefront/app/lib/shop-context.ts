import type { PublicCity } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { createContext } from "react-router";

/**
 * What the guards settled for this request (lib/guards/middleware.server.ts, in the root middleware), for
 * everything after them: read through lib/page.server.ts `shopOf` and `cityOf`, never from the path again.
 */
export interface ShopContext {
  lang: Locale;
  /** The city of the path (null on pages without a city). */
  city: PublicCity | null;
  cities: PublicCity[];
  /** The crawler user agents of spec section 8 (not age-gated; their errors go to the error hook). */
  crawler: boolean;
  ageConfirmed: boolean;
}

export const shopContext = createContext<ShopContext>();
