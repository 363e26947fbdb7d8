// The parcel locker search of the checkout (issue 19; docs/orders.md "InPost parcel lockers").
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, LockerList, LockerSearchParams, LockerSearchQuery } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { findLockers } from "../use-cases/checkout/find-lockers";
import { errorResponses, jsonContent, localeHeader } from "./responses";

/** The same for every caller; InPost's list changes slowly. */
const PUBLIC_BRIEFLY = { "Cache-Control": "public, max-age=60" };

const lockers = createRoute({
  method: "get",
  path: "/api/v1/city/{city}/lockers",
  tags: ["Checkout"],
  summary: "InPost parcel lockers for an order in a city, nearest first",
  description:
    "At most 10 working InPost parcel lockers for the one search box of the checkout. The shop reads `q`: empty, the " +
    "lockers nearest the city's centre (the middle of its stores); a postcode (`00-017`, `00017`, or one within an " +
    "address), those nearest it; a locker's code (`WAW01M`), that locker; the name of one of the shop's cities in any " +
    "language, those nearest its centre; anything else, the lockers on that street of the city (distance not given), or " +
    "of a town of that name. `distance` is in metres from the searched place. InPost's answers are kept five minutes.",
  request: { params: LockerSearchParams, query: LockerSearchQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(LockerList, "The lockers found (possibly none)"),
    400: jsonContent(ApiErrorBody, "`city` is not a slug, or `q` is longer than 100 characters"),
    404: jsonContent(ApiErrorBody, "The city is unknown or switched off"),
    503: jsonContent(ApiErrorBody, "LOCKERS_UNAVAILABLE: InPost cannot be reached now"),
    ...errorResponses,
  },
});

export function lockerRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(lockers, async (c) => {
    const answer = await findLockers(
      { db: deps.database.db, lockers: deps.lockers },
      { city: c.req.valid("param").city, q: c.req.valid("query").q },
    );
    return c.json(answer, 200, PUBLIC_BRIEFLY);
  });
}
