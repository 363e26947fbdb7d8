import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/layout";
import { loadCityCart } from "./layout.server";

/** The cart for the header's count (and the "cart changed" dialog): one read per page view, shared with the cart page. */
export const loader = (args: Route.LoaderArgs) => loadCityCart(args);

/** The count follows every page view (the cart may have changed elsewhere) and every action. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

/** /{lang}/{city}: the city guard has made sure the city exists (and made it the active city). */
export default function CityLayout() {
  return <Outlet />;
}
