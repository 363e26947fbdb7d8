import { Outlet } from "react-router";
import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/layout";
import { loadCabinetLayout } from "./layout.server";

/** Every cabinet action rides on the session cookie: forms from other origins are refused here. */
export const middleware = [sameOriginMiddleware];

/** The guards let only signed-in customers in; this re-checks on the server for data requests too. */
export const loader = (args: Route.LoaderArgs) => loadCabinetLayout(args);

/** The customer cabinet: each page draws the side navigation with its own heading (CabinetFrame). */
export default function CabinetLayout() {
  return <Outlet />;
}
