import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { S3StandIn } from "@shop/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { mediaStoreOf } from "./media-store";

const KEYS = { accessKeyId: "AKIASTANDIN000000003", secretAccessKey: "stand-in-secret-access-key-0000000000003" };
const standIn = new S3StandIn({ ...KEYS, buckets: ["shop-media"] });
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "media-store-"));
  await standIn.start();
});
afterAll(async () => {
  await standIn.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("mediaStoreOf", () => {
  it("keeps images under DATA_DIR/media without MEDIA_S3_ENDPOINT", async () => {
    const media = mediaStoreOf(loadConfig({ DATA_DIR: dataDir }));
    await media.put("products/1/abc/160.webp", new Uint8Array([1, 2]));
    expect(new Uint8Array(await readFile(path.join(dataDir, "media/products/1/abc/160.webp")))).toEqual(new Uint8Array([1, 2]));
    expect(standIn.keysOf("shop-media")).toEqual([]);
  });

  it("keeps them in the bucket with MEDIA_S3_ENDPOINT", async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      MEDIA_S3_ENDPOINT: standIn.baseUrl,
      MEDIA_S3_BUCKET: "shop-media",
      MEDIA_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: "true",
    });
    const media = mediaStoreOf(config);
    await media.put("products/2/def/160.webp", new Uint8Array([3, 4]));
    expect(standIn.keysOf("shop-media")).toEqual(["products/2/def/160.webp"]);
    expect(await media.get("products/2/def/160.webp")).toEqual(new Uint8Array([3, 4]));
    await expect(readFile(path.join(dataDir, "media/products/2/def/160.webp"))).rejects.toThrow(/ENOENT/);
  });
});
