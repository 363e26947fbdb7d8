import type { Route } from "./+types/export";
import { exportCustomerData } from "./export.server";

/** GDPR: everything the shop keeps about the customer, as a JSON download. */
export const loader = (args: Route.LoaderArgs) => exportCustomerData(args);
