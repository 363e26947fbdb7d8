import type { LoaderFunctionArgs } from "react-router";
import { customerOf } from "../../../lib/caller.server";

/** The guards let only signed-in customers in; this re-checks on the server for data requests too. */
export async function loadCabinetLayout(args: LoaderFunctionArgs) {
  await customerOf(args);
  return null;
}
