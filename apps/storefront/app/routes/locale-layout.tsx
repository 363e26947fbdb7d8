import { Outlet } from "react-router";

/** /{lang}: the locale guard has made sure the segment is one of en, uk, pl, ru. */
export default function LocaleLayout() {
  return <Outlet />;
}
