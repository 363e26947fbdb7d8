import type { Route } from "./+types/order-invoice";
import { downloadOrderInvoice } from "./order-invoice.server";

/** An invoice of the order, its PDF or XML as a download (a plain link, so it works without JavaScript). */
export const loader = (args: Route.LoaderArgs) => downloadOrderInvoice(args);
