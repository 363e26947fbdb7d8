// Back office blog articles (apps/api/src/routes/staff-articles.ts): admins only; English is required and
// publishing needs all four languages and a date; slugs are unique; covers are resized into the media store;
// every change is audited and drops the storefront's caches.
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ARTICLE_TOPIC_IDS } from "@shop/contracts";
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileMediaStore } from "../src/content/file-media-store";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let customer: TestUser;
let mediaRoot: string;
let changes = 0;

const ARTICLES = "/api/v1/staff/articles";
const text = (lang: string) => ({
  title: `Title ${lang}`,
  excerpt: `Excerpt ${lang}`,
  body: `## Heading ${lang}\n\nA paragraph.\n\n- one\n- two`,
});
const ALL = { en: text("en"), uk: text("uk"), pl: text("pl"), ru: text("ru") };
const article = (values: Record<string, unknown> = {}) => ({
  slug: "bowl-care",
  topic: "hookah-care",
  status: "draft",
  texts: { en: text("en") },
  ...values,
});
const create = (body: unknown, headers: Record<string, string> = {}) => call("POST", ARTICLES, admin.token, body, headers);
const put = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  call("PUT", `${ARTICLES}/${id}`, admin.token, body, headers);
const count = async (table = "articles") => Number((await database.pool.query(`select count(*) as n from ${table}`)).rows[0].n);
const actions = async (id: number) =>
  (
    await database.pool.query("select action from audit_log where entity_type = 'article' and entity_id = $1 order by id", [String(id)])
  ).rows.map((row) => row.action);
const png = async () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
const upload = (id: number, bytes: Buffer, token = admin.token, type = "image/png") => {
  const form = new FormData();
  form.append("file", new File([bytes], "cover.png", { type }));
  return api.request(`${ARTICLES}/${id}/cover`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
};
const coverFiles = async (id: number) => {
  const folder = path.join(mediaRoot, "articles", String(id));
  if (!existsSync(folder)) return [];
  const keys = await readdir(folder);
  return (await Promise.all(keys.map(async (key) => (await readdir(path.join(folder, key))).map((file) => `${key}/${file}`))))
    .flat()
    .sort();
};

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), "staff-articles-"));
  api = apiOn(database, { media: createFileMediaStore(mediaRoot), contentChanged: () => changes++ }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await createUser(database, "article-manager", { role: "staff", staffRole: "city-manager" });
  customer = await createUser(database, "article-customer");
});
afterAll(async () => {
  await database?.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

describe("who may use the article API", () => {
  it("answers customers and city managers 404 on every article call, and changes nothing", async () => {
    const before = await count();
    for (const token of [customer.token, manager.token, null]) {
      for (const [method, target] of [
        ["GET", ARTICLES],
        ["GET", `${ARTICLES}/1`],
        ["POST", ARTICLES],
        ["PUT", `${ARTICLES}/1`],
        ["DELETE", `${ARTICLES}/1`],
        ["DELETE", `${ARTICLES}/1/cover`],
      ] as const) {
        const body = method === "POST" || method === "PUT" ? article({ slug: "nope" }) : undefined;
        expect((await call(method, target, token, body)).status, `${method} ${target}`).toBe(404);
      }
      expect((await upload(1, await png(), token ?? "x".repeat(30))).status).toBe(404);
    }
    expect(await count()).toBe(before);
  });

  it("knows the same topics as the table", () => {
    expect([...ARTICLE_TOPIC_IDS]).toEqual([...schema.ARTICLE_TOPICS]);
  });
});

describe("writing articles", () => {
  it("keeps a draft with English only, flags the missing languages, and publishes once all four are there", async () => {
    const before = changes;
    const response = await create(article());
    expect(response.status).toBe(201);
    const draft = await jsonOf(response);
    expect(draft).toMatchObject({
      slug: "bowl-care",
      status: "draft",
      publishedAt: null,
      scheduled: false,
      cover: null,
      texts: { en: text("en"), uk: null, pl: null, ru: null },
      missing: ["uk", "pl", "ru"],
    });
    expect(changes).toBe(before + 1);

    // Publishing with languages missing is refused with the reason, and nothing changes.
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const early = await put(draft.id, article({ status: "published", publishedAt: at, texts: { en: text("en"), uk: text("uk") } }), {
      Locale: "pl",
    });
    expect(early.status).toBe(400);
    expect(await jsonOf(early)).toMatchObject({
      message:
        "Publikacja wymaga wszystkich czterech języków; brakuje: polski, rosyjski. Zapisz szkic, dopóki tłumaczenia nie będą gotowe.",
      issues: [{ path: "texts" }],
    });
    const undated = await put(draft.id, article({ status: "published", texts: ALL }));
    expect((await jsonOf(undated)).issues).toEqual([{ path: "publishedAt", message: expect.stringContaining("publish date") }]);
    expect((await database.pool.query("select status from articles where id = $1", [draft.id])).rows[0].status).toBe("draft");
    expect(await count("article_texts")).toBeGreaterThanOrEqual(1);

    const published = await put(draft.id, article({ status: "published", publishedAt: at, topic: "news", texts: ALL }));
    expect(published.status).toBe(200);
    expect(await jsonOf(published)).toMatchObject({ status: "published", topic: "news", publishedAt: at, scheduled: true, missing: [] });
    expect(await actions(draft.id)).toEqual(["article.create", "article.update", "article.publish"]);
    const publishRow = (
      await database.pool.query("select before, after, actor_user_id from audit_log where action = 'article.publish' and entity_id = $1", [
        String(draft.id),
      ])
    ).rows[0];
    expect(publishRow).toEqual({
      before: { status: "draft", publishedAt: null },
      after: { status: "published", publishedAt: at },
      actor_user_id: admin.id,
    });

    const listed = await jsonOf(
      await call("GET", `${ARTICLES}?status=published&topic=news&q=title%20u`, admin.token, undefined, { Locale: "uk" }),
    );
    expect(listed.items).toEqual([expect.objectContaining({ id: draft.id, title: "Title uk", scheduled: true, missing: [] })]);
  });

  it("requires English and complete languages, refuses a taken slug (409), and stores nothing", async () => {
    const before = await count();
    const noEnglish = await create(article({ slug: "no-english", texts: { pl: text("pl") } }), { Locale: "uk" });
    expect(noEnglish.status).toBe(400);
    expect((await jsonOf(noEnglish)).message).toBe("Англійська обов'язкова: напишіть англійський заголовок, анонс і текст.");
    const partial = await create(
      article({ slug: "partial", texts: { en: text("en"), ru: { title: "Только заголовок", excerpt: "", body: "" } } }),
    );
    expect((await jsonOf(partial)).issues.map((issue: { path: string }) => issue.path)).toEqual(["texts.ru.excerpt", "texts.ru.body"]);
    const badSlug = await create(article({ slug: "Bad Slug" }));
    expect((await jsonOf(badSlug)).issues).toEqual([{ path: "slug", message: expect.stringContaining("lower-case") }]);
    expect((await create(article({ slug: "taken-slug" }))).status).toBe(201);
    const taken = await create(article({ slug: "taken-slug" }));
    expect(taken.status).toBe(409);
    expect(await jsonOf(taken)).toMatchObject({ code: "CONFLICT", message: "Another article already has the address taken-slug." });
    expect(await count()).toBe(before + 1);
  });

  it("stores an uploaded cover resized in the media store, replaces and removes it, and deletes an article with its files", async () => {
    const created = await jsonOf(await create(article({ slug: "with-cover" })));
    const first = await upload(created.id, await png());
    expect(first.status).toBe(200);
    const withCover = await jsonOf(first);
    expect(withCover.cover).toEqual({
      key: expect.stringMatching(new RegExp(`^articles/${created.id}/[0-9a-f]{12}$`)),
      url: `/api/v1/media/uploads/${withCover.cover.key}/480.webp`,
      largeUrl: `/api/v1/media/uploads/${withCover.cover.key}/1200.webp`,
      thumbnailUrl: `/api/v1/media/uploads/${withCover.cover.key}/160.webp`,
    });
    const firstKey = withCover.cover.key.split("/")[2];
    expect(await coverFiles(created.id)).toEqual([`${firstKey}/1200.webp`, `${firstKey}/160.webp`, `${firstKey}/480.webp`]);
    expect((await database.pool.query("select cover_key from articles where id = $1", [created.id])).rows[0].cover_key).toBe(
      withCover.cover.key,
    );

    const second = await jsonOf(await upload(created.id, await png()));
    const secondKey = second.cover.key.split("/")[2];
    expect(secondKey).not.toBe(firstKey);
    expect(await coverFiles(created.id)).toEqual([`${secondKey}/1200.webp`, `${secondKey}/160.webp`, `${secondKey}/480.webp`]);

    const notImage = await upload(created.id, Buffer.from("not an image"));
    expect(notImage.status).toBe(400);
    expect((await jsonOf(notImage)).message).toBe("Upload a JPEG, PNG, WebP or AVIF image.");
    expect(await coverFiles(created.id)).toHaveLength(3);

    const removed = await call("DELETE", `${ARTICLES}/${created.id}/cover`, admin.token);
    expect(await jsonOf(removed)).toMatchObject({ cover: null });
    expect(await coverFiles(created.id)).toEqual([]);

    await upload(created.id, await png());
    expect(await coverFiles(created.id)).toHaveLength(3);
    expect((await call("DELETE", `${ARTICLES}/${created.id}`, admin.token)).status).toBe(204);
    expect(await coverFiles(created.id)).toEqual([]);
    expect((await database.pool.query("select count(*)::int as n from article_texts where article_id = $1", [created.id])).rows[0].n).toBe(
      0,
    );
    expect((await call("GET", `${ARTICLES}/${created.id}`, admin.token)).status).toBe(404);
    expect((await upload(created.id, await png())).status).toBe(404);
    expect(await coverFiles(created.id)).toEqual([]);
    expect(await actions(created.id)).toEqual([
      "article.create",
      "article.update",
      "article.update",
      "article.update",
      "article.update",
      "article.delete",
    ]);
  });
});
