// Back office: cities, stores and delivery fees (issue 7). Staff only (others get 404 from staffRoutes' guard).
// A city manager sees and edits their cities' stores and fees; another city answers 404. A city's names,
// active flag and order, and new cities, are for admins. Field messages come in the request's language.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { CityCreate, CityUpdate, DeliveryFeesUpdate, StaffCity, StaffCityList, StaffStore, StoreInput } from "@shop/contracts";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireAdmin, requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { createCity } from "../use-cases/staff/cities/create-city";
import { getStaffCity } from "../use-cases/staff/cities/get-staff-city";
import { listStaffCities } from "../use-cases/staff/cities/list-staff-cities";
import { saveDeliveryFees } from "../use-cases/staff/cities/save-delivery-fees";
import { saveStore } from "../use-cases/staff/cities/save-store";
import { updateCity } from "../use-cases/staff/cities/update-city";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";
import { cityFieldsHook } from "./staff-cities-fields";

const TAG = "Staff";
const invalid = failure("VALIDATION_FAILED: `issues` say which fields are wrong, in the request's language; nothing changed");
const notYours = failure("No such city or store, or not one the caller may edit (a city manager's other cities, or not staff)");
const CityParams = z.object({ city: z.string().min(1).max(64).describe("The city's slug").meta({ example: "warszawa" }) });
const StoreParams = CityParams.extend({ storeId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }) });
const body = <T>(schema: T, description: string) => ({ body: { required: true, ...jsonContent(schema, description) } });
/** Admin-only calls answer a city manager 404 before their input is looked at. */
const adminFirst: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/cities",
  tags: [TAG],
  summary: "Cities",
  description: "Every city for an admin, their own for a city manager; active or not, in the shop's order.",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffCityList, "The cities"), 404: failure("Not staff"), ...errorResponses },
});

const create = createRoute({
  method: "post",
  path: "/api/v1/staff/cities",
  tags: [TAG],
  summary: "Create a city (admins)",
  middleware: [adminFirst] as const,
  description: "Slug and names in four languages; starts switched off unless `active` is true. Audited as city.create.",
  security: BEARER,
  request: body(CityCreate, "The new city"),
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StaffCity, "The city as stored"),
    400: invalid,
    404: failure("Not an admin"),
    409: failure("CONFLICT: a city with this slug exists"),
    ...errorResponses,
  },
});

const read = createRoute({
  method: "get",
  path: "/api/v1/staff/cities/{city}",
  tags: [TAG],
  summary: "A city with its stores and delivery fees",
  security: BEARER,
  request: { params: CityParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffCity, "The city"), 404: notYours, ...errorResponses },
});

const update = createRoute({
  method: "put",
  path: "/api/v1/staff/cities/{city}",
  tags: [TAG],
  summary: "Change a city's names, active flag and order (admins)",
  middleware: [adminFirst] as const,
  description: "The slug never changes. Audited as city.update; the storefront's caches are dropped.",
  security: BEARER,
  request: { params: CityParams, ...body(CityUpdate, "The city's new values") },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffCity, "The city as stored"),
    400: invalid,
    404: failure("No such city, or not an admin"),
    ...errorResponses,
  },
});

const storeDescription =
  'Opening hours: at most one entry per weekday (1 = Monday … 7 = Sunday), `closes` after `opens` ("HH:MM", shop time); a ' +
  "day not listed is closed. `pickupSlotCapacity`: pickup orders the store takes per hour (null: no limit); a full hour is " +
  "no longer offered at checkout.";

const addStore = createRoute({
  method: "post",
  path: "/api/v1/staff/cities/{city}/stores",
  tags: [TAG],
  summary: "Add a store to a city",
  description: `${storeDescription} Audited as store.create.`,
  security: BEARER,
  request: { params: CityParams, ...body(StoreInput, "The store") },
  parameters: [localeHeader],
  responses: { 201: jsonContent(StaffStore, "The store as stored"), 400: invalid, 404: notYours, ...errorResponses },
});

const changeStore = createRoute({
  method: "put",
  path: "/api/v1/staff/cities/{city}/stores/{storeId}",
  tags: [TAG],
  summary: "Change a store",
  description: `${storeDescription} Audited as store.update (before and after).`,
  security: BEARER,
  request: { params: StoreParams, ...body(StoreInput, "The store's new values") },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffStore, "The store as stored"), 400: invalid, 404: notYours, ...errorResponses },
});

const fees = createRoute({
  method: "put",
  path: "/api/v1/staff/cities/{city}/delivery-fees",
  tags: [TAG],
  summary: "Set a city's delivery fees",
  description:
    "Per delivery method: the fee and the goods total from which delivery is free (grosze; `freeFrom` null: never free). " +
    "Methods not listed keep their fee. Each changed method is audited as delivery-fee.update.",
  security: BEARER,
  request: { params: CityParams, ...body(DeliveryFeesUpdate, "The fees") },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffCity, "The city with its fees as stored"), 400: invalid, 404: notYours, ...errorResponses },
});

export function staffCitiesRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(list, async (c) => c.json(await listStaffCities(db(), requireStaff(c)), 200));
  app.openapi(create, async (c) => c.json(await createCity(deps, requireAdmin(c), c.req.valid("json"), c.var.locale), 201), cityFieldsHook);
  app.openapi(read, async (c) => c.json(await getStaffCity(db(), requireStaff(c), c.req.valid("param").city), 200));
  app.openapi(
    update,
    async (c) => {
      const admin = requireAdmin(c);
      return c.json(await updateCity(deps, admin, c.req.valid("param").city, c.req.valid("json")), 200);
    },
    cityFieldsHook,
  );
  app.openapi(
    addStore,
    async (c) => {
      const staff = requireStaff(c);
      const target = { citySlug: c.req.valid("param").city, storeId: null };
      return c.json(await saveStore(deps, staff, target, c.req.valid("json")), 201);
    },
    cityFieldsHook,
  );
  app.openapi(
    changeStore,
    async (c) => {
      const staff = requireStaff(c);
      const { city, storeId } = c.req.valid("param");
      return c.json(await saveStore(deps, staff, { citySlug: city, storeId }, c.req.valid("json")), 200);
    },
    cityFieldsHook,
  );
  app.openapi(
    fees,
    async (c) => {
      const staff = requireStaff(c);
      return c.json(await saveDeliveryFees(deps, staff, c.req.valid("param").city, c.req.valid("json")), 200);
    },
    cityFieldsHook,
  );
}
