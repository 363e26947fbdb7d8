// The city layout's cart data (routes/city/layout.tsx): the header's count, and what the "cart changed"
// dialog and the add-to-cart form show after a page view or a redirected cart action.
import type { CartChange } from "@shop/contracts";
import { useRouteLoaderData } from "react-router";

const CITY_LAYOUT_ROUTE_ID = "routes/city/layout";

export interface CityCartData {
  cartCount: number;
  cartChanges: CartChange[];
  cartError: { message: string; productId: number | null } | null;
}

export const NO_CART: CityCartData = { cartCount: 0, cartChanges: [], cartError: null };

/** The city layout's cart data; undefined outside a city (or when its loader failed). */
export function useCityCart(): CityCartData | undefined {
  return useRouteLoaderData(CITY_LAYOUT_ROUTE_ID) as CityCartData | undefined;
}
