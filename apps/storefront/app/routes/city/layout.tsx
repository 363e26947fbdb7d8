import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { usePersonalSync } from "../../lib/personal-store";
import type { Route } from "./+types/layout";
import { loadCityCart } from "./layout.server";

/** The cart for the header's count (and the "cart changed" dialog): one read per page view, shared with the cart page. */
export const loader = (args: Route.LoaderArgs) => loadCityCart(args);

/** The count follows every page view (the cart may have changed elsewhere) and every action. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

/** /{lang}/{city}: the city guard has made sure the city exists (and made it the active city). */
export default function CityLayout({ loaderData, params }: Route.ComponentProps) {
  // A shared page (docs/adr/0030) asks for the visitor's own parts once it is shown, after each page view.
  usePersonalSync(params.lang, params.city, loaderData.shared ? loaderData : null);
  return <Outlet />;
}
