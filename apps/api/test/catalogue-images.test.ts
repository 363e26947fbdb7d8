// The catalogue import's images (issue 33): a ZIP of files named by SKU (<SKU>.png, <SKU>-2.jpg …) adds each product's
// images in their order through the image pipeline; the same images again are recognised by their bytes (SHA-256) and
// not added twice; a file that cannot be placed is named, and nothing changes.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileMediaStore } from "../src/content/file-media-store";
import { type Api, demoSession, jsonOf } from "./cabinet-fixture";
import { catalogueCalls, csvOf, picture, zipOf } from "./catalogue-io-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let calls: ReturnType<typeof catalogueCalls>;
let admin: { id: number; token: string };
let mediaRoot: string;

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await database.pool.query(text, values)).rows[0] as T;
const count = async (table: string) => (await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), "catalogue-images-"));
  api = apiOn(database, { media: createFileMediaStore(mediaRoot) }).api;
  calls = catalogueCalls(api);
  admin = await demoSession(database, "admin");
});
afterAll(async () => {
  await database?.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

describe("images from a ZIP", () => {
  it("adds each product's images named by SKU in their order, and does not add them again from the same ZIP", async () => {
    const product = await one<{ id: number; sku: string }>(
      "select p.id, p.sku from products p where p.kind = 'simple' and not exists (select 1 from product_images i where i.product_id = p.id) order by p.id desc limit 1",
    );
    const red = await picture("#c00");
    const blue = await picture("#00c", "jpeg");
    const zip = await zipOf({
      [`photos/${product.sku.toLowerCase()}-2.jpg`]: blue,
      [`${product.sku}.png`]: red,
      "__MACOSX/._x.png": "junk",
    });
    const file = {
      name: "images.csv",
      bytes: csvOf([
        ["sku", "name_en"],
        ["IMP-PICTURED", "Import Pictured"],
      ]),
    };
    const checked = await calls.check(
      admin.token,
      {
        ...file,
        bytes: csvOf([
          ["sku", "category", "tpd", "name_en"],
          ["IMP-PICTURED", "hookahs", "no", "Import Pictured"],
        ]),
      },
      {
        name: "images.zip",
        bytes: await zipOf({ [`${product.sku}.png`]: red, [`${product.sku}-2.jpg`]: blue, "IMP-PICTURED.png": blue }),
      },
    );
    expect(checked.status, await checked.clone().text()).toBe(201);
    const preview = await jsonOf(checked);
    expect(preview).toMatchObject({ created: 1, images: { added: 3, known: 0 } });
    expect(preview.changes).toEqual([expect.objectContaining({ sku: "IMP-PICTURED", action: "create", images: 1 })]);
    const applied = await jsonOf(await calls.apply(admin.token, preview.id));
    expect(applied).toMatchObject({ applied: true, images: { added: 3, known: 0 } });
    const images = async (id: number) =>
      (
        await database.pool.query<{ position: number; width: number; source_sha256: string }>(
          "select position, width, source_sha256 from product_images where product_id = $1 order by position",
          [id],
        )
      ).rows;
    const stored = await images(product.id);
    expect(stored.map((image) => [image.position, image.width])).toEqual([
      [1, 320],
      [2, 320],
    ]);
    const detail = await jsonOf(
      await api.request(`/api/v1/staff/products/${product.id}`, { headers: { authorization: `Bearer ${admin.token}` } }),
    );
    for (const image of detail.images) expect((await api.request(image.card)).status).toBe(200);
    const pictured = await one<{ id: number }>("select id from products where sku = 'IMP-PICTURED'");
    expect(await images(pictured.id)).toHaveLength(1);
    expect(
      (
        await database.pool.query("select action from audit_log where action = 'product-image.upload' and entity_id = $1", [
          String(product.id),
        ])
      ).rows,
    ).toHaveLength(2);

    // The same images again (in other folders and names' cases): known, not added.
    const again = await calls.check(admin.token, file, { name: "again.zip", bytes: zip });
    const second = await jsonOf(again);
    expect(second).toMatchObject({ images: { added: 0, known: 2 }, changes: [] });
    await calls.apply(admin.token, second.id);
    expect(await images(product.id)).toEqual(stored);
  });

  it("names each image it cannot place, and a ninth image, changing nothing", async () => {
    const product = await one<{ id: number; sku: string }>("select id, sku from products where kind = 'simple' order by id limit 1");
    const files: Record<string, Uint8Array | string> = {
      "NOPE-1.png": await picture("#111"),
      "notes.txt": "x",
      [`${product.sku}-3.png`]: "not an image",
    };
    for (let n = 1; n <= 9; n++) files[n === 1 ? `${product.sku}.png` : `${product.sku}-${n}.png`] ??= await picture(`#${n}${n}${n}`);
    files[`${product.sku}-3.png`] = "not an image";
    const response = await calls.check(
      admin.token,
      { name: "x.csv", bytes: csvOf([["sku"], [product.sku]]) },
      { name: "x.zip", bytes: await zipOf(files) },
    );
    expect(response.status).toBe(400);
    const messages = (await jsonOf(response)).issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Image NOPE-1.png: no product has the SKU NOPE-1, in the shop or in the file.",
        "Image notes.txt: not an image's name: name images <SKU>.jpg, <SKU>-2.jpg … (.jpg, .jpeg, .png, .webp or .avif).",
        `Image ${product.sku}-9.png: an image's number goes from 2 to 8 (SKU-2.jpg … SKU-8.jpg).`,
        `Image ${product.sku}-3.png: not a JPEG, PNG, WebP or AVIF image.`,
      ]),
    );
    expect(await count(`product_images where product_id = ${product.id}`)).toBe(0);
  });
});
