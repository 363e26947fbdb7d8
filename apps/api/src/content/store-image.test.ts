import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createFileMediaStore } from "./file-media-store";
import { storeImage } from "./store-image";

const root = await mkdtemp(path.join(tmpdir(), "media-"));
afterAll(() => rm(root, { recursive: true, force: true }));

describe("storeImage", () => {
  it("keeps a WebP per storefront width, never wider than the upload, under a new key", async () => {
    const media = createFileMediaStore(root);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a33" } })
      .png()
      .toBuffer();
    const stored = await storeImage(media, "products/7", new Uint8Array(png));
    expect(stored).toMatchObject({ width: 800, height: 600 });
    expect(stored.key).toMatch(/^products\/7\/[0-9a-f]{12}$/);
    const widths = [];
    for (const width of [160, 480, 1200]) {
      const bytes = await media.get(`${stored.key}/${width}.webp`);
      expect(bytes).not.toBeNull();
      const meta = await sharp(bytes as Uint8Array).metadata();
      expect(meta.format).toBe("webp");
      widths.push(meta.width);
    }
    expect(widths).toEqual([160, 480, 800]);
  });

  it("refuses what is not an image, and stores nothing", async () => {
    const media = createFileMediaStore(path.join(root, "refused"));
    await expect(storeImage(media, "products/8", new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
    expect(await media.get("products/8")).toBeNull();
  });

  it("never lets a key leave the store's folder", async () => {
    const media = createFileMediaStore(root);
    await expect(media.get("../etc/passwd")).rejects.toThrow("Not a media key");
  });
});
