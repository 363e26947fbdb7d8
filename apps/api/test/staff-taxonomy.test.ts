// Back office categories and brands (apps/api/src/routes/staff-taxonomy.ts): listed for staff, written by admins
// only, deleted only when nothing uses them; audited; a new name reaches the products' search documents.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { normalizeSearchText } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let changed = 0;

const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await database.pool.query(text, values)).rows as T[];
const audits = (action: string, entityId: number) =>
  query<{ before: unknown; after: unknown; actor_user_id: number }>(
    "select * from audit_log where action = $1 and entity_id = $2 order by id",
    [action, String(entityId)],
  );
const searchDoc = async (productId: number) =>
  (await query<{ search_doc: string }>("select search_doc from products where id = $1", [productId]))[0]?.search_doc ?? "";

const category = (values: Record<string, unknown> = {}) => ({
  slug: "test-pipes",
  parentId: null,
  names: { en: "Test pipes", uk: "Тестові люльки", pl: "Fajki testowe", ru: "Тестовые трубки" },
  colour: "#3366CC",
  icon: "hookah",
  sortOrder: 500,
  ...values,
});
const brand = (values: Record<string, unknown> = {}) => ({
  slug: "test-brand",
  name: "Test Brand",
  country: "pl",
  popularity: 10,
  ...values,
});

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { contentChanged: () => changed++ }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await createUser(database, "manager", { role: "staff", staffRole: "city-manager" });
  const [krakow] = await query<{ id: number }>("select id from cities where slug = 'krakow'");
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: krakow?.id as number });
});
afterAll(() => database?.close());

describe("categories", () => {
  it("lists every category depth first for staff", async () => {
    const { items } = await jsonOf(await call("GET", "/api/v1/staff/categories", manager.token));
    const [total] = await query<{ n: number }>("select count(*)::int as n from categories");
    expect(items).toHaveLength(total?.n as number);
    const position = new Map(items.map((item: { id: number }, index: number) => [item.id, index]));
    for (const [index, item] of items.entries()) {
      if (item.parentId === null) expect(item.depth).toBe(0);
      else {
        expect(position.get(item.parentId)).toBeLessThan(index);
        expect(item.depth).toBe(items[position.get(item.parentId) as number].depth + 1);
      }
    }
    expect(items[0]).toMatchObject({ names: { en: expect.any(String), uk: expect.any(String) }, image: expect.stringMatching(/\.svg$/) });
  });

  it("creates, changes and deletes an unused category; audited; caches dropped", async () => {
    const before = changed;
    const created = await call("POST", "/api/v1/staff/categories", admin.token, category());
    expect(created.status).toBe(201);
    const body = await jsonOf(created);
    expect(body).toMatchObject({ slug: "test-pipes", parentId: null, depth: 0, colour: "#3366cc", productCount: 0, childCount: 0 });
    expect(await audits("category.create", body.id)).toEqual([
      expect.objectContaining({ actor_user_id: admin.id, before: null, after: expect.objectContaining({ slug: "test-pipes" }) }),
    ]);
    const [parent] = await query<{ id: number }>("select id from categories where slug = 'hookahs-and-shisha'");
    const moved = await call("PUT", `/api/v1/staff/categories/${body.id}`, admin.token, category({ parentId: parent?.id, sortOrder: 1 }));
    expect(moved.status).toBe(200);
    expect(await jsonOf(moved)).toMatchObject({ parentId: parent?.id, depth: 1, sortOrder: 1 });
    expect(await audits("category.update", body.id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ parentId: null }),
        after: expect.objectContaining({ parentId: parent?.id }),
      }),
    ]);
    expect((await call("DELETE", `/api/v1/staff/categories/${body.id}`, admin.token)).status).toBe(204);
    expect(await query("select id from categories where id = $1", [body.id])).toEqual([]);
    expect(await audits("category.delete", body.id)).toHaveLength(1);
    expect(changed).toBe(before + 3);
  });

  it("refuses bad values with messages in the caller's language, a taken slug and a loop", async () => {
    const bad = await call(
      "POST",
      "/api/v1/staff/categories",
      admin.token,
      category({ slug: "Bad Slug", colour: "blue", names: { en: "Pipes", uk: "", pl: "Fajki", ru: "Трубки" } }),
      { Locale: "pl" },
    );
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad)).issues).toEqual([{ path: "names.uk", message: "Pole jest wymagane" }]);
    const badFormat = await call("POST", "/api/v1/staff/categories", admin.token, category({ slug: "Bad Slug", colour: "blue" }), {
      Locale: "pl",
    });
    expect((await jsonOf(badFormat)).issues).toEqual([
      { path: "slug", message: "Użyj małych liter łacińskich, cyfr i pojedynczych łączników, np. hookah-bowls." },
      { path: "colour", message: "Podaj kolor, np. #7c3aed." },
    ]);
    const taken = await call("POST", "/api/v1/staff/categories", admin.token, category({ slug: "hookahs" }));
    expect(taken.status).toBe(409);
    expect((await jsonOf(taken)).message).toBe("Another category already has this slug.");

    const [top] = await query<{ id: number }>("select id from categories where slug = 'hookahs-and-shisha'");
    const [child] = await query<{ id: number; slug: string }>("select id, slug from categories where parent_id = $1 order by id limit 1", [
      top?.id,
    ]);
    const loop = await call(
      "PUT",
      `/api/v1/staff/categories/${top?.id}`,
      admin.token,
      category({ slug: "hookahs-and-shisha", parentId: child?.id }),
    );
    expect(loop.status).toBe(400);
    expect((await jsonOf(loop)).issues).toEqual([
      { path: "parentId", message: "A category cannot be placed under itself or one of its subcategories." },
    ]);
    expect((await call("PUT", "/api/v1/staff/categories/999999", admin.token, category({ slug: "nowhere" }))).status).toBe(404);
  });

  it("renames a category in the products' search documents", async () => {
    const [row] = await query<{
      id: number;
      slug: string;
      parent_id: number | null;
      colour: string;
      icon: string;
      sort_order: number;
      product: number;
    }>(`
      select c.id, c.slug, c.parent_id, c.colour, c.icon, c.sort_order, p.id as product
      from categories c join products p on p.category_id = c.id where c.slug = 'hookahs' order by p.id limit 1`);
    if (!row) throw new Error("no product in hookahs");
    const response = await call("PUT", `/api/v1/staff/categories/${row.id}`, admin.token, {
      slug: row.slug,
      parentId: row.parent_id,
      names: { en: "Zzyzx water pipes", uk: "Кальяни", pl: "Fajki wodne", ru: "Кальяны" },
      colour: row.colour,
      icon: row.icon,
      sortOrder: row.sort_order,
    });
    expect(response.status).toBe(200);
    expect(await searchDoc(row.product)).toContain(normalizeSearchText("Zzyzx"));
  });

  it("refuses to delete a category in use, saying what uses it", async () => {
    const [used] = await query<{ id: number; products: number; children: number }>(`
      select c.id, (select count(*)::int from products p where p.category_id = c.id) as products,
        (select count(*)::int from categories k where k.parent_id = c.id) as children
      from categories c where c.slug = 'hookahs-and-shisha'`);
    const response = await call("DELETE", `/api/v1/staff/categories/${used?.id}`, admin.token);
    expect(response.status).toBe(409);
    expect((await jsonOf(response)).message).toContain(`subcategories: ${used?.children}`);
    expect(await query("select id from categories where id = $1", [used?.id])).toHaveLength(1);
    expect(await audits("category.delete", used?.id as number)).toEqual([]);
  });

  it("lets only admins write: a city manager gets 404", async () => {
    expect((await call("POST", "/api/v1/staff/categories", manager.token, category({ slug: "manager-made" }))).status).toBe(404);
    expect(await query("select id from categories where slug = 'manager-made'")).toEqual([]);
    const [any] = await query<{ id: number }>("select id from categories order by id limit 1");
    expect((await call("DELETE", `/api/v1/staff/categories/${any?.id}`, manager.token)).status).toBe(404);
  });
});

describe("brands", () => {
  it("lists, creates, renames (search documents follow) and deletes an unused brand; audited", async () => {
    const { items } = await jsonOf(await call("GET", "/api/v1/staff/brands", manager.token));
    expect(items.find((item: { slug: string }) => item.slug === "al-fakher")).toMatchObject({
      name: "Al Fakher",
      country: "AE",
      logo: "/api/v1/media/brands/al-fakher.svg",
      productCount: expect.any(Number),
    });
    const created = await call("POST", "/api/v1/staff/brands", admin.token, brand());
    expect(created.status).toBe(201);
    const body = await jsonOf(created);
    expect(body).toMatchObject({ slug: "test-brand", name: "Test Brand", country: "PL", logo: "/api/v1/media/brands/test-brand.svg" });
    expect(await audits("brand.create", body.id)).toHaveLength(1);
    const renamed = await call("PUT", `/api/v1/staff/brands/${body.id}`, admin.token, brand({ name: "Renamed Brand", country: null }));
    expect(await jsonOf(renamed)).toMatchObject({ name: "Renamed Brand", country: null });
    expect(await audits("brand.update", body.id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ name: "Test Brand" }),
        after: expect.objectContaining({ name: "Renamed Brand" }),
      }),
    ]);
    expect((await call("DELETE", `/api/v1/staff/brands/${body.id}`, admin.token)).status).toBe(204);
    expect(await audits("brand.delete", body.id)).toHaveLength(1);

    const [used] = await query<{ id: number; name: string; product: number }>(
      "select b.id, b.name, p.id as product from brands b join products p on p.brand_id = b.id where b.slug = 'nimbus' order by p.id limit 1",
    );
    const rename = await call("PUT", `/api/v1/staff/brands/${used?.id}`, admin.token, brand({ slug: "nimbus", name: "Qwzx Nimbus" }));
    expect(rename.status).toBe(200);
    expect(await searchDoc(used?.product as number)).toContain(normalizeSearchText("Qwzx"));
  });

  it("refuses a used brand's deletion, a taken slug and a bad country; a city manager gets 404", async () => {
    const [used] = await query<{ id: number; n: number }>(
      "select b.id, (select count(*)::int from products p where p.brand_id = b.id) as n from brands b where b.slug = 'al-fakher'",
    );
    const refused = await call("DELETE", `/api/v1/staff/brands/${used?.id}`, admin.token, undefined, { Locale: "ru" });
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).message).toBe(
      `Этот бренд нельзя удалить, пока он есть у товаров (${used?.n}). Сначала назначьте им другой бренд.`,
    );
    expect(await query("select id from brands where id = $1", [used?.id])).toHaveLength(1);
    expect((await call("POST", "/api/v1/staff/brands", admin.token, brand({ slug: "al-fakher" }))).status).toBe(409);
    const country = await call("POST", "/api/v1/staff/brands", admin.token, brand({ slug: "x-brand", country: "1" }));
    expect((await jsonOf(country)).issues).toEqual([
      { path: "country", message: "Enter a two-letter country code such as PL, or leave it empty." },
    ]);
    expect((await call("POST", "/api/v1/staff/brands", manager.token, brand({ slug: "manager-brand" }))).status).toBe(404);
    expect((await call("DELETE", `/api/v1/staff/brands/${used?.id}`, manager.token)).status).toBe(404);
  });
});
