import { Outlet } from "react-router";

/** /{lang}/{city}: the city guard has made sure the city exists (and made it the active city). */
export default function CityLayout() {
  return <Outlet />;
}
