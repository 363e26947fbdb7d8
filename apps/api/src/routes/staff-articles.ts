// Back office: blog articles (issue 7), admins only (everybody else gets 404): texts in four languages,
// draft or published, and an uploaded cover. Every change is in the audit log and drops the storefront's caches.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { StaffArticle, StaffArticleInput, StaffArticleList, StaffArticleQuery } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireAdmin } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { deleteArticle } from "../use-cases/staff/blog/delete-article";
import { getStaffArticle } from "../use-cases/staff/blog/get-staff-article";
import { listStaffArticles } from "../use-cases/staff/blog/list-staff-articles";
import { removeArticleCover } from "../use-cases/staff/blog/remove-article-cover";
import { saveArticle } from "../use-cases/staff/blog/save-article";
import { uploadArticleCover } from "../use-cases/staff/blog/upload-article-cover";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";
import { adminOnly, idParams, staffCrudRoutes } from "./staff-crud";

const TAG = "Staff";
const NOT_FOUND = "No article with this id, or the caller is not an admin";
const noArticle = failure(NOT_FOUND);
const INVALID = "VALIDATION_FAILED: `issues` names each wrong field, in the caller's language";
const ArticleParams = idParams("articleId");
const CoverUpload = z.object({
  file: z
    .custom<File>((value) => value instanceof File, "file")
    .meta({ type: "string", format: "binary", description: "A JPEG, PNG, WebP or AVIF image of at most 10 MB" }),
});

const WRITE =
  "English is required; every other language is either complete (title, excerpt, text) or left out (null, or all empty: " +
  "the translation is missing). Publishing needs a publish date (a future one schedules the article) and all four " +
  "languages. The slug (the article's URL: /blog/article/{slug}) is unique: 409 CONFLICT.";

const uploadCover = createRoute({
  method: "post",
  path: "/api/v1/staff/articles/{articleId}/cover",
  tags: [TAG],
  summary: "Upload a blog article's cover",
  description:
    "Multipart form with the image in `file`. It is resized to 160, 480 and 1200 px wide WebP (`cover` in the answer gives their " +
    "URLs) and replaces the previous cover.",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { params: ArticleParams, body: { required: true, content: { "multipart/form-data": { schema: CoverUpload } } } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffArticle, "The article with its new cover"),
    400: failure("No image in `file`, not an image, or the shop keeps no uploads"),
    404: noArticle,
    413: failure("The upload is larger than 10 MB"),
    ...errorResponses,
  },
});

const removeCover = createRoute({
  method: "delete",
  path: "/api/v1/staff/articles/{articleId}/cover",
  tags: [TAG],
  summary: "Remove a blog article's uploaded cover",
  description: "The blog draws a cover again.",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { params: ArticleParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffArticle, "The article without a cover"), 400: failure(INVALID), 404: noArticle, ...errorResponses },
});

export function staffArticlesRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  staffCrudRoutes(app, deps, {
    path: "/api/v1/staff/articles",
    id: "articleId",
    schemas: { query: StaffArticleQuery, input: StaffArticleInput, item: StaffArticle, list: StaffArticleList },
    texts: {
      list: {
        summary: "Blog articles",
        description: "Drafts first, then by publish date (latest first), 50 a page. Filters: `status`, `topic`, `q` (title or slug).",
      },
      read: { summary: "A blog article with all its languages" },
      create: { summary: "Create a blog article", description: WRITE },
      update: { summary: "Change a blog article", description: `${WRITE} The cover is changed by its own calls.` },
      remove: { summary: "Delete a blog article", description: "With its texts and its uploaded cover." },
      input: "The article",
      item: "The article",
      page: "One page of articles",
      notFound: NOT_FOUND,
      invalid: INVALID,
      conflict: { create: "CONFLICT: another article has this slug", update: "CONFLICT: another article has this slug" },
    },
    list: ({ locale }, query) => listStaffArticles(db(), query, locale),
    read: (_, id) => getStaffArticle(db(), id),
    save: ({ staff, locale }, id, input) => saveArticle(deps, staff, id, input, locale),
    remove: ({ staff }, id) => deleteArticle(deps, staff, id),
  });
  const id = (c: { req: { valid(target: "param"): { articleId: number } } }) => c.req.valid("param").articleId;
  app.openapi(uploadCover, async (c) => {
    const file = c.req.valid("form").file;
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await uploadArticleCover(deps, requireAdmin(c), id(c), bytes), 200);
  });
  app.openapi(removeCover, async (c) => c.json(await removeArticleCover(deps, requireAdmin(c), id(c)), 200));
}
