// Back office: categories and brands (issue 7). Every staff member reads them; only admins write (others 404).
// A category or brand is deleted only when nothing uses it (409 says what does). Every change is audited and
// drops the storefront's caches; a new name reaches the search documents of the products concerned.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { BrandInput, CategoryInput, StaffBrand, StaffBrandList, StaffCategory, StaffCategoryList, TaxonomyIdParams } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { requireAdmin, requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { deleteBrand } from "../use-cases/staff/taxonomy/delete-brand";
import { deleteCategory } from "../use-cases/staff/taxonomy/delete-category";
import { listStaffBrands } from "../use-cases/staff/taxonomy/list-staff-brands";
import { listStaffCategories } from "../use-cases/staff/taxonomy/list-staff-categories";
import { saveBrand } from "../use-cases/staff/taxonomy/save-brand";
import { saveCategory } from "../use-cases/staff/taxonomy/save-category";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const notAdmin = "(or the caller is not an admin)";

type Kind = "category" | "brand";
const plural = { category: "categories", brand: "brands" } as const;

function routesOf(kind: Kind) {
  const base = `/api/v1/staff/${plural[kind]}`;
  const input = kind === "category" ? CategoryInput : BrandInput;
  const view = kind === "category" ? StaffCategory : StaffBrand;
  const fields =
    kind === "category"
      ? "slug, parent (never itself or below itself), names in en/uk/pl/ru, colour (#rrggbb), icon, sort order"
      : "slug, name (the same in every language), country (two letters) and popularity";
  const body = { body: { required: true, ...jsonContent(input, `The ${kind}`) } };
  const badInput = failure("VALIDATION_FAILED: `issues` names each wrong field, in the Locale language");
  const taken = failure(`CONFLICT: another ${kind} has the slug`);
  return {
    list: createRoute({
      method: "get",
      path: base,
      tags: [TAG],
      summary: kind === "category" ? "Categories" : "Brands",
      description:
        kind === "category"
          ? "Every category, depth first (each followed by its subcategories), with how many products and subcategories it has."
          : "Every brand by name, with how many products have it.",
      security: BEARER,
      parameters: [localeHeader],
      responses: {
        200: jsonContent(kind === "category" ? StaffCategoryList : StaffBrandList, "The list"),
        404: failure("Not staff"),
        ...errorResponses,
      },
    }),
    create: createRoute({
      method: "post",
      path: base,
      tags: [TAG],
      summary: `Create a ${kind}`,
      description: `Admins only: ${fields}. Audited (\`${kind}.create\`).`,
      security: BEARER,
      request: body,
      parameters: [localeHeader],
      responses: {
        201: jsonContent(view, `The ${kind} as stored`),
        400: badInput,
        404: failure(`Not an admin`),
        409: taken,
        ...errorResponses,
      },
    }),
    update: createRoute({
      method: "put",
      path: `${base}/{id}`,
      tags: [TAG],
      summary: `Change a ${kind}`,
      description: `Admins only: ${fields}. Products' search documents follow a new name. Audited (\`${kind}.update\`).`,
      security: BEARER,
      request: { params: TaxonomyIdParams, ...body },
      parameters: [localeHeader],
      responses: {
        200: jsonContent(view, `The ${kind} as stored`),
        400: badInput,
        404: failure(`No such ${kind} ${notAdmin}`),
        409: taken,
        ...errorResponses,
      },
    }),
    remove: createRoute({
      method: "delete",
      path: `${base}/{id}`,
      tags: [TAG],
      summary: `Delete a ${kind}`,
      description:
        kind === "category"
          ? "Admins only, and only while no product, subcategory or coupon discount uses it. Audited (`category.delete`)."
          : "Admins only, and only while no product has it. Audited (`brand.delete`).",
      security: BEARER,
      request: { params: TaxonomyIdParams },
      parameters: [localeHeader],
      responses: {
        204: { description: "Deleted" },
        404: failure(`No such ${kind} ${notAdmin}`),
        409: failure(`CONFLICT: the ${kind} is still used (the message says by what)`),
        ...errorResponses,
      },
    }),
  };
}

export function staffTaxonomyRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const categories = routesOf("category");
  app.openapi(categories.list, async (c) => {
    requireStaff(c);
    return c.json(await listStaffCategories(deps.database.db), 200);
  });
  app.openapi(categories.create, async (c) =>
    c.json(await saveCategory(deps, requireAdmin(c), null, c.req.valid("json") as CategoryInput, c.var.locale), 201),
  );
  app.openapi(categories.update, async (c) => {
    const admin = requireAdmin(c);
    return c.json(await saveCategory(deps, admin, c.req.valid("param").id, c.req.valid("json") as CategoryInput, c.var.locale), 200);
  });
  app.openapi(categories.remove, async (c) => {
    await deleteCategory(deps, requireAdmin(c), c.req.valid("param").id, c.var.locale);
    return c.body(null, 204);
  });

  const brands = routesOf("brand");
  app.openapi(brands.list, async (c) => {
    requireStaff(c);
    return c.json(await listStaffBrands(deps.database.db), 200);
  });
  app.openapi(brands.create, async (c) =>
    c.json(await saveBrand(deps, requireAdmin(c), null, c.req.valid("json") as BrandInput, c.var.locale), 201),
  );
  app.openapi(brands.update, async (c) => {
    const admin = requireAdmin(c);
    return c.json(await saveBrand(deps, admin, c.req.valid("param").id, c.req.valid("json") as BrandInput, c.var.locale), 200);
  });
  app.openapi(brands.remove, async (c) => {
    await deleteBrand(deps, requireAdmin(c), c.req.valid("param").id, c.var.locale);
    return c.body(null, 204);
  });
}
