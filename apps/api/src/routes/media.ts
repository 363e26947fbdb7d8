// Generated illustrations and uploaded images. Routed with Hono patterns ({n}.svg is not a whole path
// segment, which createRoute cannot express) and documented in the OpenAPI document with registerPath.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody } from "@shop/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { etagOf } from "../media/svg";
import { renderArticleCover } from "../use-cases/images/render-article-cover";
import { renderBrandLogo } from "../use-cases/images/render-brand-logo";
import { renderCategoryImage } from "../use-cases/images/render-category-image";
import { renderProductImage } from "../use-cases/images/render-product-image";
import { errorResponses, jsonContent } from "./responses";

const CACHE_CONTROL = "public, max-age=86400";
/** An uploaded image's key is new for every upload: its files never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const UPLOAD_KEY = /^[a-z0-9]+(\/[a-z0-9-]+)*$/;
const UPLOAD_WIDTHS = ["160", "480", "1200"] as const;

/** An SVG with a day of caching and an ETag; 304 when the caller already has it. */
function svgResponse(c: Context<ApiEnv>, svg: string): Response {
  const etag = etagOf(svg);
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
  const known = c.req.header("if-none-match");
  if (known?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return c.body(null, 304, headers);
  return c.body(svg, 200, { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" });
}

const slug = z.string().describe("A slug (lower-case words joined by hyphens)");
const svgResponses = (what: string) => ({
  200: {
    description: `${what} (SVG), cacheable for a day`,
    headers: { ETag: { schema: { type: "string" as const } }, "Cache-Control": { schema: { type: "string" as const } } },
    content: { "image/svg+xml": { schema: z.string() } },
  },
  304: { description: "Not modified (If-None-Match matched the ETag)" },
  404: jsonContent(ApiErrorBody, "Unknown slug (or image number)"),
  ...errorResponses,
});

export function mediaRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps) {
  const db = () => deps.database.db;
  app.get("/api/v1/media/products/:slug{[a-z0-9-]+}/:file{[0-9]{1,2}\\.svg}", async (c) => {
    const n = Number.parseInt(c.req.param("file"), 10);
    return svgResponse(c, await renderProductImage(db(), c.req.param("slug"), n));
  });
  // One parameter for key and width: a key has slashes, and the trie router would not backtrack between two.
  app.get("/api/v1/media/uploads/:file{[a-z0-9]+(?:/[a-z0-9-]+)*/(?:160|480|1200)\\.webp}", async (c) => {
    const file = c.req.param("file");
    const slash = file.lastIndexOf("/");
    const key = file.slice(0, slash);
    const width = file.slice(slash + 1, -".webp".length);
    const bytes =
      UPLOAD_KEY.test(key) && (UPLOAD_WIDTHS as readonly string[]).includes(width) ? await deps.media?.get(`${key}/${width}.webp`) : null;
    if (!bytes) throw new AppError("NOT_FOUND");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "image/webp", "Cache-Control": IMMUTABLE });
  });
  app.get("/api/v1/media/categories/:file{[a-z0-9-]+\\.svg}", async (c) =>
    svgResponse(c, await renderCategoryImage(db(), c.req.param("file").slice(0, -4))),
  );
  app.get("/api/v1/media/brands/:file{[a-z0-9-]+\\.svg}", async (c) =>
    svgResponse(c, await renderBrandLogo(db(), c.req.param("file").slice(0, -4))),
  );
  app.get("/api/v1/media/articles/:file{[a-z0-9-]+\\.svg}", async (c) =>
    svgResponse(c, await renderArticleCover(db(), c.req.param("file").slice(0, -4))),
  );

  const tags = ["Media"];
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/v1/media/products/{slug}/{n}.svg",
    tags,
    summary: "A product image",
    description:
      "Image n (1 to the product's image count) of its gallery: its category's colour and icon, a variation per n, the brand's name.",
    request: {
      params: z.object({
        slug,
        n: z
          .string()
          .regex(/^[0-9]+$/)
          .describe("1 to the product's image count"),
      }),
    },
    responses: svgResponses("The image"),
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/v1/media/uploads/{key}/{width}.webp",
    tags,
    summary: "An uploaded image",
    description:
      "An image staff uploaded in the back office, resized to one of the widths the storefront uses (160, 480, 1200) as WebP. " +
      "Its key is new for every upload, so it may be cached for good.",
    request: {
      params: z.object({
        key: z
          .string()
          .regex(UPLOAD_KEY)
          .describe("The image's media key: lower-case words separated by slashes, e.g. products/12/3f9a0c1d2e4b")
          .meta({ example: "products/12/3f9a0c1d2e4b" }),
        width: z.enum(UPLOAD_WIDTHS).describe("The width in pixels"),
      }),
    },
    responses: {
      200: {
        description: "The image (WebP), cacheable for a year (immutable)",
        headers: { "Cache-Control": { schema: { type: "string" as const } } },
        content: { "image/webp": { schema: z.string().meta({ format: "binary" }) } },
      },
      404: jsonContent(ApiErrorBody, "No such image (or width)"),
      ...errorResponses,
    },
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/v1/media/categories/{slug}.svg",
    tags,
    summary: "A category image",
    description: "The category's icon in its colour.",
    request: { params: z.object({ slug }) },
    responses: svgResponses("The image"),
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/v1/media/brands/{slug}.svg",
    tags,
    summary: "A brand logo",
    description: "A wordmark with the brand's name.",
    request: { params: z.object({ slug }) },
    responses: svgResponses("The logo"),
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/v1/media/articles/{slug}.svg",
    tags,
    summary: "A blog article's drawn cover",
    description:
      "The cover of a published article without an uploaded one: its topic's illustration (hookah care: a hookah, flavours: " +
      "tobacco, charcoal: charcoal, accessories: an accessory, news: a bowl) on a muted colour of the topic, 1200 × 675.",
    request: { params: z.object({ slug }) },
    responses: svgResponses("The cover"),
  });
}
