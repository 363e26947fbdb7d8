// The public blog (issue 8): the list of published articles and one article, texts in the Locale
// header's language (English when a translation is missing). Answers may be cached for a minute.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, BlogArticle, BlogArticleList, BlogArticleParams, BlogListQuery } from "@shop/contracts";
import type { MiddlewareHandler } from "hono";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { getArticle } from "../use-cases/content/get-article";
import { listArticles } from "../use-cases/content/list-articles";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Blog";
const badRequest = jsonContent(ApiErrorBody, "A parameter is malformed or out of range (`issues` says which)");

/** Public and the same for every caller of a language: shared caches may keep it a minute. */
const publicMinute: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  if (c.res.status === 200) {
    c.res.headers.set("Cache-Control", "public, max-age=60");
    c.res.headers.append("Vary", "Locale");
  }
};

const list = createRoute({
  method: "get",
  path: "/api/v1/blog/articles",
  tags: [TAG],
  summary: "Blog articles",
  description:
    "Published articles whose publish date has come, newest first, with title and excerpt in the Locale language (English " +
    "when that translation is missing), the cover (the uploaded one 480 px wide, else a drawn one) and the reading time " +
    "(words / 200, at least a minute). A page past the last one is empty.",
  middleware: [publicMinute] as const,
  request: { query: BlogListQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(BlogArticleList, "One page of articles"), 400: badRequest, ...errorResponses },
});

const read = createRoute({
  method: "get",
  path: "/api/v1/blog/articles/{slug}",
  tags: [TAG],
  summary: "A blog article",
  description:
    "Title, excerpt and body in the Locale language (English when that translation is missing; `locale` says which), the cover " +
    "(the uploaded one 1200 px wide, else a drawn one), reading time and up to three related articles: others of the same " +
    "topic first, then the newest.",
  middleware: [publicMinute] as const,
  request: { params: BlogArticleParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(BlogArticle, "The article"),
    400: badRequest,
    404: jsonContent(ApiErrorBody, "No article has this slug, or it is a draft, or its publish date is still ahead"),
    ...errorResponses,
  },
});

export function blogRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(list, async (c) => c.json(await listArticles(db(), { ...c.req.valid("query"), locale: c.var.locale }), 200));
  app.openapi(read, async (c) => c.json(await getArticle(db(), { slug: c.req.valid("param").slug, locale: c.var.locale }), 200));
}
