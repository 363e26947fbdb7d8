// Uploaded images in an S3-compatible bucket (apps/api/src/content/s3-media-store.ts, docs/adr/0021), here the
// local S3 stand-in: a back-office upload lands in the bucket and is served from it; a bucket that refuses the
// credentials or does not answer makes the request answer 503 (never 500), with nothing half-stored in the database.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3MediaStore, type S3MediaStoreOptions } from "../src/content/s3-media-store";
import { S3StandIn } from "../src/content/s3-stand-in";
import type { MediaStore } from "../src/core/deps";
import { type Api, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";

const KEYS = { accessKeyId: "AKIASTANDIN000000002", secretAccessKey: "stand-in-secret-access-key-0000000000002" };
const standIn = new S3StandIn({ ...KEYS, buckets: ["shop-media"] });
let database: TestDatabase;
let api: Api;
let admin: { token: string };
let productId: number;
let options: S3MediaStoreOptions;
/** The store the API uses: each test points it at the bucket as it wants it. */
let current: MediaStore;
const media: MediaStore = {
  put: (key, bytes) => current.put(key, bytes),
  get: (key) => current.get(key),
  remove: (prefix) => current.remove(prefix),
};

const upload = async () => {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#37a" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "upload.png");
  return api.request(`/api/v1/staff/products/${productId}/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
};
const imageCount = async () =>
  (await database.pool.query<{ n: number }>("select count(*)::int as n from product_images where product_id = $1", [productId])).rows[0]?.n;

beforeAll(async () => {
  database = await createTestDatabase();
  options = { endpoint: await standIn.start(), bucket: "shop-media", region: "us-east-1", ...KEYS, forcePathStyle: true };
  current = createS3MediaStore(options);
  api = apiOn(database, { media }).api;
  admin = await demoSession(database, "admin");
  productId = (await database.pool.query<{ id: number }>("select id from products order by id limit 1")).rows[0]?.id as number;
});
afterAll(async () => {
  await standIn.stop();
  await database?.close();
});

describe("uploaded images in an S3 bucket", () => {
  it("stores a back-office upload in the bucket and serves it from there", async () => {
    const response = await upload();
    expect(response.status).toBe(201);
    const { images } = await jsonOf(response);
    const card: string = images.at(-1).card;
    const key = card.replace("/api/v1/media/uploads/", "");
    expect(standIn.keysOf("shop-media")).toContain(key);
    const served = await api.request(card);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(480);
    expect((await api.request(card.replace(/[0-9a-f]{12}\/480/, "000000000000/480"))).status).toBe(404);
  });

  it("answers 503 when the bucket refuses the credentials: the upload stores nothing, an image is not served", async () => {
    const before = await imageCount();
    const stored = standIn.keysOf("shop-media")[0] as string;
    current = createS3MediaStore({ ...options, secretAccessKey: "a-wrong-secret" });
    try {
      const refused = await upload();
      expect(refused.status).toBe(503);
      expect(await jsonOf(refused)).toMatchObject({ statusCode: 503, code: "MEDIA_STORE_UNAVAILABLE" });
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await imageCount()).toBe(before);
      const image = await api.request(`/api/v1/media/uploads/${stored}`);
      expect(image.status).toBe(503);
    } finally {
      current = createS3MediaStore(options);
    }
  });

  it("answers 503 when the bucket does not answer", async () => {
    const stopped = new S3StandIn({ ...KEYS, buckets: ["shop-media"] });
    current = createS3MediaStore({ ...options, endpoint: await stopped.start() });
    await stopped.stop();
    try {
      expect((await upload()).status).toBe(503);
      expect((await api.request("/api/v1/media/uploads/products/1/0123456789ab/480.webp")).status).toBe(503);
    } finally {
      current = createS3MediaStore(options);
    }
  });
});
