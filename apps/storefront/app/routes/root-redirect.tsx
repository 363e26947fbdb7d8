import { redirect } from "react-router";
import { getRuntime } from "../lib/runtime.server";

// Until the guards of the next issue negotiate the language, "/" opens the default language.
export function loader() {
  return redirect(`/${getRuntime().publicEnv.DEFAULT_LOCALE}`, 302);
}
