// Back office: products (issue 7). Staff read the list and each product (city managers too); admins create
// and change products and their images. staffRoutes' guard answers everybody but staff 404 first; a city
// manager's writes answer 404 as well.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  StaffProduct,
  StaffProductImageOrder,
  StaffProductImages,
  StaffProductInput,
  StaffProductList,
  StaffProductOptions,
  StaffProductQuery,
} from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireAdmin, requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { createProduct } from "../use-cases/staff/products/create-product";
import { deleteProductImage } from "../use-cases/staff/products/delete-product-image";
import { getStaffProduct } from "../use-cases/staff/products/get-staff-product";
import { getStaffProductOptions } from "../use-cases/staff/products/get-staff-product-options";
import { listStaffProducts } from "../use-cases/staff/products/list-staff-products";
import { productRefusal } from "../use-cases/staff/products/product-messages";
import { reorderProductImages } from "../use-cases/staff/products/reorder-product-images";
import { updateProduct } from "../use-cases/staff/products/update-product";
import { uploadProductImage } from "../use-cases/staff/products/upload-product-image";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const notStaff = failure("Not staff (anonymous callers and customers alike)");
const adminOnly = failure("No such product, or the caller is not an admin (city managers only read products)");
const invalid = failure("VALIDATION_FAILED: a field is missing or wrong (`issues` names it, in the caller's language)");

const ProductParams = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }) });
const ImageParams = ProductParams.extend({
  image: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .describe("The image's id (StaffProductImage.id)")
    .meta({ example: "3f9a0c1d2e4b" }),
});
const ImageUpload = z.object({
  file: z.unknown().meta({ type: "string", format: "binary", description: "A JPEG, PNG, WebP or AVIF image of at most 10 MB" }),
});

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/products",
  tags: [TAG],
  summary: "Products",
  description:
    "Newest first, 50 a page (`page`). `q` finds a part of a name in any language, of the slug, or the id; filters: `category` " +
    "(with its subcategories), `brand`, `kind`, `missing` (products without a translation in that language). Each product lists " +
    "the languages it has no translation in (`missingLocales`).",
  security: BEARER,
  request: { query: StaffProductQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffProductList, "One page and how many match"), 400: invalid, 404: notStaff, ...errorResponses },
});

const options = createRoute({
  method: "get",
  path: "/api/v1/staff/product-options",
  tags: [TAG],
  summary: "What a product is chosen from",
  description: "Categories (as a tree in order, `depth` from 0), brands and attributes with their values, named in the caller's language.",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffProductOptions, "The choices"), 404: notStaff, ...errorResponses },
});

const one = createRoute({
  method: "get",
  path: "/api/v1/staff/products/{productId}",
  tags: [TAG],
  summary: "A product with everything staff edit",
  description: "Texts in all four languages (null: no translation, `missingLocales` lists them), attributes, bundle items, images.",
  security: BEARER,
  request: { params: ProductParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffProduct, "The product"), 404: failure("No such product (or not staff)"), ...errorResponses },
});

const create = createRoute({
  method: "post",
  path: "/api/v1/staff/products",
  tags: [TAG],
  summary: "Create a product (admins)",
  description:
    "English texts are required, the other languages may be null (the storefront shows English there). A bundle lists its items " +
    "(other simple products, by id or slug, with a quantity). Search finds the product at once; a city shows it once it has an " +
    "offer there. Audited as product.create.",
  security: BEARER,
  request: { body: { required: true, ...jsonContent(StaffProductInput, "The product") } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StaffProduct, "The product as stored"),
    400: invalid,
    404: adminOnly,
    409: failure("CONFLICT: another product has the slug"),
    ...errorResponses,
  },
});

const update = createRoute({
  method: "put",
  path: "/api/v1/staff/products/{productId}",
  tags: [TAG],
  summary: "Change a product (admins)",
  description:
    "The whole product as for creating it, plus the `version` the editor started from. A new slug keeps the old one, whose URL " +
    "then answers with a 301. Audited as product.update with what changed (before and after).",
  security: BEARER,
  request: { params: ProductParams, body: { required: true, ...jsonContent(StaffProductInput, "The product") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffProduct, "The product as stored"),
    400: invalid,
    404: adminOnly,
    409: failure("CONFLICT: another product has the slug, or someone saved the product since `version`"),
    ...errorResponses,
  },
});

const upload = createRoute({
  method: "post",
  path: "/api/v1/staff/products/{productId}/images",
  tags: [TAG],
  summary: "Upload a product image (admins)",
  description:
    "multipart/form-data with the image in `file`. It is resized to 160, 480 and 1200 px wide (WebP) and goes last in the " +
    "gallery; at most 8 images. Audited as product-image.upload.",
  security: BEARER,
  request: { params: ProductParams, body: { required: true, content: { "multipart/form-data": { schema: ImageUpload } } } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StaffProductImages, "The product's images now"),
    400: failure("VALIDATION_FAILED: no file, or not a JPEG, PNG, WebP or AVIF image"),
    404: adminOnly,
    409: failure("CONFLICT: the product has 8 images already"),
    413: failure("PAYLOAD_TOO_LARGE: more than 10 MB"),
    ...errorResponses,
  },
});

const reorder = createRoute({
  method: "put",
  path: "/api/v1/staff/products/{productId}/images",
  tags: [TAG],
  summary: "Put a product's images in a new order (admins)",
  description: "Every image id in the new order; the first one shows on product cards. Audited as product-image.reorder.",
  security: BEARER,
  request: { params: ProductParams, body: { required: true, ...jsonContent(StaffProductImageOrder, "The new order") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffProductImages, "The product's images now"),
    400: invalid,
    404: adminOnly,
    409: failure("CONFLICT: the list does not name exactly the product's images (they changed meanwhile)"),
    ...errorResponses,
  },
});

const remove = createRoute({
  method: "delete",
  path: "/api/v1/staff/products/{productId}/images/{image}",
  tags: [TAG],
  summary: "Delete a product image (admins)",
  description: "The images after it move up; its files are deleted. Audited as product-image.delete.",
  security: BEARER,
  request: { params: ImageParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffProductImages, "The product's images now"), 404: adminOnly, ...errorResponses },
});

export function staffProductsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  // Only admins change products: a city manager's write answers 404 before its body is looked at.
  for (const path of ["/api/v1/staff/products", "/api/v1/staff/products/*"])
    app.use(path, async (c, next) => {
      // The per-product offers (routes/staff-offers.ts) are a city manager's too, for their cities.
      if (c.req.method !== "GET" && c.req.method !== "HEAD" && !c.req.path.endsWith("/offers")) requireAdmin(c);
      await next();
    });
  app.openapi(list, async (c) => {
    requireStaff(c);
    return c.json(await listStaffProducts(db(), c.req.valid("query"), c.var.locale), 200);
  });
  app.openapi(options, async (c) => {
    requireStaff(c);
    return c.json(await getStaffProductOptions(db(), c.var.locale), 200);
  });
  app.openapi(one, async (c) => {
    requireStaff(c);
    return c.json(await getStaffProduct(db(), c.req.valid("param").productId), 200);
  });
  app.openapi(create, async (c) => {
    const staff = requireAdmin(c);
    return c.json(await createProduct(deps, staff, c.req.valid("json"), c.var.locale), 201);
  });
  app.openapi(update, async (c) => {
    const staff = requireAdmin(c);
    return c.json(await updateProduct(deps, staff, c.req.valid("param").productId, c.req.valid("json"), c.var.locale), 200);
  });
  // Refused before the body is read: what is not a form, and more than an image may be (plus room for the form's parts).
  app.use(upload.getRoutingPath(), async (c, next) => {
    if (c.req.method === "POST" && !c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data"))
      throw productRefusal("VALIDATION_FAILED", "file", "noFile", c.var.locale);
    await next();
  });
  app.openapi(upload, async (c) => {
    const staff = requireAdmin(c);
    const { productId } = c.req.valid("param");
    return c.json(await uploadProductImage(deps, staff, productId, c.req.valid("form").file, c.var.locale), 201);
  });
  app.openapi(reorder, async (c) => {
    const staff = requireAdmin(c);
    const { productId } = c.req.valid("param");
    return c.json(await reorderProductImages(deps, staff, productId, c.req.valid("json").images, c.var.locale), 200);
  });
  app.openapi(remove, async (c) => {
    const staff = requireAdmin(c);
    const { productId, image } = c.req.valid("param");
    return c.json(await deleteProductImage(deps, staff, productId, image), 200);
  });
}
