import { AwsClient } from "aws4fetch";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MediaStore } from "../core/deps";
import { createS3MediaStore, type S3MediaStoreOptions } from "./s3-media-store";
import { S3StandIn } from "./s3-stand-in";

const KEYS = { accessKeyId: "AKIASTANDIN000000001", secretAccessKey: "stand-in-secret-access-key-0000000000001" };
const standIn = new S3StandIn({ ...KEYS, buckets: ["media", "bulk"] });
const pagedStandIn = new S3StandIn({ ...KEYS, buckets: ["media"], maxKeys: 7 });
let options: S3MediaStoreOptions;
let store: MediaStore;

beforeAll(async () => {
  const endpoint = await standIn.start();
  options = { endpoint, bucket: "media", region: "us-east-1", ...KEYS, forcePathStyle: true };
  store = createS3MediaStore(options);
  await pagedStandIn.start();
});
afterAll(async () => {
  await standIn.stop();
  await pagedStandIn.stop();
});

const bytesOf = (...values: number[]) => new Uint8Array(values);
const fault = { code: "MEDIA_STORE_UNAVAILABLE", status: 503 };

describe("createS3MediaStore against the S3 stand-in", () => {
  it("keeps bytes as they were put, every one of the 256 byte values", async () => {
    const bytes = new Uint8Array(4096).map((_, index) => (index * 7) % 256);
    await store.put("products/1/a1b2c3/480.webp", bytes);
    expect(await store.get("products/1/a1b2c3/480.webp")).toEqual(bytes);
    await store.put("products/1/a1b2c3/480.webp", bytesOf(1, 2, 3));
    expect(await store.get("products/1/a1b2c3/480.webp")).toEqual(bytesOf(1, 2, 3));
    expect(standIn.keysOf("media")).toContain("products/1/a1b2c3/480.webp");
  });

  it("answers null for a key the bucket does not have", async () => {
    expect(await store.get("products/1/nothing/160.webp")).toBeNull();
  });

  it("checks keys as the file store does", async () => {
    await expect(store.get("../etc/passwd")).rejects.toThrow("Not a media key");
    await expect(store.put("Products/1.webp", bytesOf(1))).rejects.toThrow("Not a media key");
    await expect(store.remove("uploads/")).rejects.toThrow("Not a media key");
  });

  it("removes the key and its variants, not a sibling whose name only starts the same", async () => {
    for (const key of ["uploads/ab", "uploads/ab/160.webp", "uploads/ab/480.webp", "uploads/abc/160.webp", "uploads/ab-2/160.webp"])
      await store.put(key, bytesOf(9));
    await store.remove("uploads/ab");
    expect(standIn.keysOf("media").filter((key) => key.startsWith("uploads/"))).toEqual(["uploads/ab-2/160.webp", "uploads/abc/160.webp"]);
    expect(await store.get("uploads/ab/160.webp")).toBeNull();
    expect(await store.get("uploads/abc/160.webp")).toEqual(bytesOf(9));
    // Removing what is not there is no error.
    await store.remove("uploads/ab");
  });

  it("keeps the shop's keys under its folder of the bucket", async () => {
    const folder = createS3MediaStore({ ...options, prefix: "/shop-a/" });
    await folder.put("articles/4/cafe/160.webp", bytesOf(4));
    expect(standIn.keysOf("media")).toContain("shop-a/articles/4/cafe/160.webp");
    expect(await folder.get("articles/4/cafe/160.webp")).toEqual(bytesOf(4));
    expect(await store.get("articles/4/cafe/160.webp")).toBeNull();
    await folder.remove("articles/4");
    expect(standIn.keysOf("media").filter((key) => key.startsWith("shop-a/"))).toEqual([]);
  });

  it("removes more than 1000 objects: every list page, in delete batches of at most 1000", async () => {
    const many = createS3MediaStore({ ...options, bucket: "bulk" });
    const keys = Array.from({ length: 1003 }, (_, index) => `products/9/${index.toString(16).padStart(4, "0")}/160.webp`);
    for (let start = 0; start < keys.length; start += 100)
      await Promise.all(keys.slice(start, start + 100).map((key) => many.put(key, bytesOf(1))));
    await many.put("products/90/keep/160.webp", bytesOf(2));
    const before = standIn.requests.length;
    await many.remove("products/9");
    expect(standIn.keysOf("bulk")).toEqual(["products/90/keep/160.webp"]);
    const made = standIn.requests.slice(before);
    expect(made.filter((line) => line.startsWith("GET /bulk?list-type=2"))).toHaveLength(2);
    expect(made.filter((line) => line === "POST /bulk?delete")).toHaveLength(2);
  }, 60_000);

  it("follows the continuation token page by page when the service pages small", async () => {
    const paged = createS3MediaStore({ ...options, endpoint: pagedStandIn.baseUrl });
    for (let n = 0; n < 30; n++) await paged.put(`uploads/page/${n}.webp`, bytesOf(n));
    await paged.put("uploads/pages/0.webp", bytesOf(1));
    const before = pagedStandIn.requests.length;
    await paged.remove("uploads/page");
    const lists = pagedStandIn.requests.slice(before).filter((line) => line.startsWith("GET /media?"));
    expect(lists).toHaveLength(5); // 30 keys, 7 a page
    expect(lists.slice(1).every((line) => line.includes("continuation-token="))).toBe(true);
    expect(pagedStandIn.keysOf("media")).toEqual(["uploads/pages/0.webp"]);
  }, 30_000);

  it("throws a 503 error when the credentials are refused: a wrong secret, an unknown key id", async () => {
    const wrongSecret = createS3MediaStore({ ...options, secretAccessKey: "not-the-secret" });
    await expect(wrongSecret.get("products/1/a1b2c3/480.webp")).rejects.toMatchObject(fault);
    await expect(wrongSecret.put("products/1/x/160.webp", bytesOf(1))).rejects.toMatchObject(fault);
    await expect(wrongSecret.remove("products/1")).rejects.toMatchObject(fault);
    const error = await wrongSecret.get("products/1/a1b2c3/480.webp").catch((caught: unknown) => caught);
    expect(String((error as Error).cause)).toMatch(/403 SignatureDoesNotMatch/);
    const unknownKey = createS3MediaStore({ ...options, accessKeyId: "AKIAUNKNOWN" });
    await expect(unknownKey.get("products/1/a1b2c3/480.webp")).rejects.toMatchObject(fault);
    expect(await store.get("products/1/a1b2c3/480.webp")).toEqual(bytesOf(1, 2, 3));
  });

  it("throws a 503 error for a bucket that does not exist, rather than answering no image", async () => {
    const missing = createS3MediaStore({ ...options, bucket: "no-such-bucket" });
    const error = await missing.get("products/1/a1b2c3/480.webp").catch((caught: unknown) => caught);
    expect(error).toMatchObject(fault);
    expect(String((error as Error).cause)).toMatch(/NoSuchBucket/);
  });

  it("throws a 503 error when the service answers 5xx (after its retries)", async () => {
    standIn.unavailable = true;
    try {
      await expect(store.get("products/1/a1b2c3/480.webp")).rejects.toMatchObject(fault);
      await expect(store.put("products/1/a1b2c3/160.webp", bytesOf(1))).rejects.toMatchObject(fault);
    } finally {
      standIn.unavailable = false;
    }
  });

  it("throws a 503 error when the service does not answer at all", async () => {
    const stopped = new S3StandIn({ ...KEYS, buckets: ["media"] });
    const endpoint = await stopped.start();
    await stopped.stop();
    const gone = createS3MediaStore({ ...options, endpoint });
    await expect(gone.get("products/1/a1b2c3/480.webp")).rejects.toMatchObject({ ...fault, retryAfterSeconds: 5 });
    await expect(gone.put("products/1/a1b2c3/480.webp", bytesOf(1))).rejects.toMatchObject(fault);
    await expect(gone.remove("products/1")).rejects.toMatchObject(fault);
  });

  it("addresses the bucket in the host name unless path style is asked for, under the endpoint's path", async () => {
    const sent = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 404 }));
    try {
      const hosted = createS3MediaStore({ ...options, endpoint: "https://s3.eu-central-1.amazonaws.com", forcePathStyle: false });
      expect(await hosted.get("products/1/a1b2c3/480.webp")).toBeNull();
      const pathStyle = createS3MediaStore({ ...options, endpoint: "http://minio.internal:9000/s3/" });
      expect(await pathStyle.get("products/1/a1b2c3/480.webp")).toBeNull();
      expect(sent.mock.calls.map(([request]) => (request as Request).url)).toEqual([
        "https://media.s3.eu-central-1.amazonaws.com/products/1/a1b2c3/480.webp",
        "http://minio.internal:9000/s3/media/products/1/a1b2c3/480.webp",
      ]);
    } finally {
      sent.mockRestore();
    }
  });
});

describe("S3StandIn", () => {
  const client = new AwsClient({ ...KEYS, service: "s3", region: "us-east-1", retries: 0 });
  const url = (path: string) => `${standIn.baseUrl}${path}`;
  const codeOf = async (response: Response) => /<Code>([^<]*)<\/Code>/.exec(await response.text())?.[1];

  it("refuses an unsigned request, a wrong signature and a body that is not the signed one", async () => {
    const unsigned = await fetch(url("/media/products/1/a1b2c3/480.webp"));
    expect([unsigned.status, await codeOf(unsigned)]).toEqual([403, "AccessDenied"]);
    const signed = await client.sign(url("/media/products/1/a1b2c3/480.webp"));
    const forged = new Headers(signed.headers);
    forged.set("authorization", (forged.get("authorization") as string).replace(/Signature=\w{4}/, "Signature=0000"));
    const wrong = await fetch(signed.url, { headers: forged });
    expect([wrong.status, await codeOf(wrong)]).toEqual([403, "SignatureDoesNotMatch"]);
    // Signed for one path, sent to another.
    const moved = await fetch(url("/media/products/1/a1b2c3/160.webp"), { headers: signed.headers });
    expect([moved.status, await codeOf(moved)]).toEqual([403, "SignatureDoesNotMatch"]);
    const hash = "0".repeat(64);
    const tampered = await client.fetch(url("/media/uploads/x.webp"), {
      method: "PUT",
      body: "abc",
      headers: { "X-Amz-Content-Sha256": hash },
    });
    expect([tampered.status, await codeOf(tampered)]).toEqual([400, "XAmzContentSHA256Mismatch"]);
  });

  it("answers S3's errors: NoSuchBucket, NoSuchKey, a DeleteObjects without Content-MD5", async () => {
    const noBucket = await client.fetch(url("/photos/a.webp"));
    expect([noBucket.status, await codeOf(noBucket)]).toEqual([404, "NoSuchBucket"]);
    const noKey = await client.fetch(url("/media/nothing.webp"));
    expect([noKey.status, await codeOf(noKey)]).toEqual([404, "NoSuchKey"]);
    const head = await client.fetch(url("/media/nothing.webp"), { method: "HEAD" });
    expect(head.status).toBe(404);
    const body = "<Delete><Object><Key>a</Key></Object></Delete>";
    const noDigest = await client.fetch(url("/media?delete"), { method: "POST", body });
    expect([noDigest.status, await codeOf(noDigest)]).toEqual([400, "InvalidRequest"]);
  });

  it("answers HeadObject and DeleteObject as S3 does", async () => {
    await client.fetch(url("/media/uploads/head.webp"), { method: "PUT", body: "12345", headers: { "Content-Type": "image/webp" } });
    const head = await client.fetch(url("/media/uploads/head.webp"), { method: "HEAD" });
    expect([head.status, head.headers.get("content-length"), head.headers.get("content-type")]).toEqual([200, "5", "image/webp"]);
    expect((await client.fetch(url("/media/uploads/head.webp"), { method: "DELETE" })).status).toBe(204);
    expect((await client.fetch(url("/media/uploads/head.webp"), { method: "DELETE" })).status).toBe(204);
    expect((await client.fetch(url("/media/uploads/head.webp"), { method: "HEAD" })).status).toBe(404);
  });
});
