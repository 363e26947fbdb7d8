import { createHash } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool } from "../src/client";
import { prepareDatabase } from "../src/migrate";
import { startPgliteServer } from "../src/pglite/spawn";
import { buildCatalogue, CATALOGUE_DATE, DEMO_NOT_IN_WARSZAWA, DEMO_OLD_SLUG } from "../src/seed/catalogue";
import { createEmptyPostgresDatabase, createTestDatabase, isPostgresRun, type TestDatabase } from "../src/testing";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function rows<T = Record<string, unknown>>(text: string, values: unknown[] = [], pool: pg.Pool = database.pool): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}
const count = async (text: string, values: unknown[] = []) => Number((await rows<{ n: number }>(text, values))[0]?.n);

/** What a shopper sees of the catalogue: every offer's product, city, prices and stock, and every product's texts. */
async function fingerprint(pool: pg.Pool): Promise<string> {
  const offers = await rows(
    `select p.slug, c.slug as city, o.price, o.sale_price, o.stock, o.franchise_price, o.visible
     from offers o join products p on p.id = o.product_id join cities c on c.id = o.city_id
     order by p.slug, c.slug`,
    [],
    pool,
  );
  const texts = await rows(
    `select p.slug, t.locale, t.name, t.description from product_texts t join products p on p.id = t.product_id order by p.slug, t.locale`,
    [],
    pool,
  );
  const history = await rows(
    `select p.slug, h.city_id, h.price, h.valid_from from price_history h join products p on p.id = h.product_id
     order by p.slug, h.city_id, h.valid_from`,
    [],
    pool,
  );
  return createHash("sha256").update(JSON.stringify({ offers, texts, history })).digest("hex");
}

describe("the demo catalogue", () => {
  it("has the category tree with both readings of the shop, and the categories links point to", async () => {
    const categories = await rows<{ slug: string; parent: string | null; colour: string; icon: string }>(
      "select c.slug, p.slug as parent, c.colour, c.icon from categories c left join categories p on p.id = c.parent_id",
    );
    expect(categories.filter((c) => c.parent === null).map((c) => c.slug)).toEqual(["hookahs-and-shisha", "tobacco-and-smoking"]);
    const slugs = categories.map((c) => c.slug);
    for (const slug of [
      "shisha",
      "hookahs",
      "bowls",
      "hoses",
      "charcoal",
      "cigarettes",
      "heated-tobacco",
      "rolling-tobacco",
      "e-cigarettes",
      "e-liquids",
      "papers",
      "lighters",
    ]) {
      expect(slugs).toContain(slug);
    }
    const icons = ["hookah", "bowl", "hose", "charcoal", "tobacco", "cigarette", "vape", "liquid", "papers", "lighter", "accessory"];
    for (const category of categories) {
      expect(category.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(icons).toContain(category.icon);
    }
    expect(await count("select count(*)::int as n from categories where '' in (name_en, name_uk, name_pl, name_ru)")).toBe(0);
  });

  it("has at least 300 products, each with texts in all four languages", async () => {
    expect(await count("select count(*)::int as n from products")).toBeGreaterThanOrEqual(300);
    const incomplete = await rows(
      `select p.slug from products p
       where (select count(*) from product_texts t
              where t.product_id = p.id and t.name <> '' and t.short_description <> '' and t.description <> ''
                and t.seo_title <> '' and t.seo_description <> '') <> 4`,
    );
    expect(incomplete).toEqual([]);
    const suspicious = await rows(
      `select name, description from product_texts
       where concat_ws(' ', name, short_description, description, seo_title, seo_description) ~* '(\\mlorem\\M|\\mtodo\\M|\\mundefined\\M|\\mnull\\M|\\mnan\\M|\\$\\{|\\.\\.|  )'`,
    );
    expect(suspicious).toEqual([]);
    // Names are distinct within a language, and Ukrainian/Russian texts are written in Cyrillic.
    expect(await count("select count(*)::int as n from (select locale, name from product_texts group by 1, 2 having count(*) > 1) d")).toBe(
      0,
    );
    expect(await count("select count(*)::int as n from product_texts where locale in ('uk', 'ru') and description !~ '[а-яіїєґё]'")).toBe(
      0,
    );
    expect(await count("select count(*)::int as n from product_texts where locale = 'pl' and description !~ '[ąćęłńóśźż]'")).toBe(0);
  });

  it("has unique kebab-case slugs, spread creation dates, images, sales figures and search documents", async () => {
    const [stats] = await rows<{ min: Date; max: Date; days: number; images: number; sold: number; empty_docs: number }>(
      `select min(created_at) as min, max(created_at) as max, count(distinct created_at::date)::int as days,
              count(distinct image_count)::int as images, count(distinct sold_count)::int as sold,
              count(*) filter (where search_doc = '')::int as empty_docs
       from products`,
    );
    expect(stats?.max.getTime()).toBeLessThan(CATALOGUE_DATE.getTime());
    expect(stats?.min.getTime()).toBeGreaterThanOrEqual(CATALOGUE_DATE.getTime() - 300 * 86_400_000);
    expect(stats?.days).toBeGreaterThan(150);
    expect(stats?.images).toBe(4);
    expect(stats?.sold).toBeGreaterThan(200);
    expect(stats?.empty_docs).toBe(0);
  });

  it("has brands with logos, Al Fakher among them with its shisha", async () => {
    expect(await count("select count(*)::int as n from brands")).toBeGreaterThanOrEqual(25);
    expect(await count("select count(*)::int as n from brands where logo <> '/api/v1/media/brands/' || slug || '.svg'")).toBe(0);
    const alFakher = await rows<{ name: string }>(
      `select t.name from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
       join product_texts t on t.product_id = p.id and t.locale = 'en'
       where b.name = 'Al Fakher' and c.slug = 'shisha'`,
    );
    expect(alFakher.map((p) => p.name)).toContain("Al Fakher Mint 250 g");
  });

  it("has attributes with values in four languages, numeric ones in natural order", async () => {
    const codes = (await rows<{ code: string }>("select code from attributes")).map((a) => a.code);
    expect(codes).toEqual(expect.arrayContaining(["flavour", "strength", "volume", "nicotine", "hose-count"]));
    expect(await count("select count(*)::int as n from attribute_values where '' in (name_en, name_uk, name_pl, name_ru)")).toBe(0);
    const nicotine = await rows<{ slug: string }>(
      "select slug from attribute_values where attribute_code = 'nicotine' order by sort_order",
    );
    expect(nicotine.map((v) => Number.parseInt(v.slug, 10))).toEqual([0, 3, 6, 10, 12, 18, 20]);
    const flavours = await rows<{ slug: string }>(
      "select av.slug from attribute_values av join product_attribute_values pav on pav.value_id = av.id where av.attribute_code = 'flavour' group by 1",
    );
    expect(flavours.length).toBeGreaterThanOrEqual(12);
  });

  it("flags tobacco and nicotine products as TPD, and hardware not", async () => {
    const byCategory = await rows<{ slug: string; tpd: number; other: number }>(
      `select c.slug, count(*) filter (where p.tpd)::int as tpd, count(*) filter (where not p.tpd)::int as other
       from products p join categories c on c.id = p.category_id where p.kind = 'simple' group by c.slug`,
    );
    const of = (slug: string) => byCategory.find((c) => c.slug === slug);
    for (const slug of ["cigarettes", "heated-tobacco", "rolling-tobacco", "e-cigarettes", "shisha"])
      expect(of(slug)).toMatchObject({ other: 0 });
    for (const slug of ["hookahs", "bowls", "hoses", "charcoal", "hookah-accessories", "papers", "lighters"])
      expect(of(slug)).toMatchObject({ tpd: 0 });
    // E-liquids: the nicotine ones only.
    expect(
      await count(
        `select count(*)::int as n from products p join product_attribute_values pav on pav.product_id = p.id
         join attribute_values av on av.id = pav.value_id and av.attribute_code = 'nicotine'
         where p.tpd <> (av.slug <> '0-mg')`,
      ),
    ).toBe(0);
  });

  it("has at least 12 bundles of 2-4 simple products, priced 8-20% below their items in each city", async () => {
    const bundles = await rows<{ slug: string; items: number; min_q: number; max_q: number; simple: boolean }>(
      `select b.slug, count(*)::int as items, min(i.quantity) as min_q, max(i.quantity) as max_q, bool_and(p.kind = 'simple') as simple
       from products b join bundle_items i on i.bundle_id = b.id join products p on p.id = i.product_id
       where b.kind = 'bundle' group by b.slug`,
    );
    expect(bundles.length).toBeGreaterThanOrEqual(12);
    expect(await count("select count(*)::int as n from products where kind = 'bundle'")).toBe(bundles.length);
    for (const bundle of bundles) {
      expect(bundle.items, bundle.slug).toBeGreaterThanOrEqual(2);
      expect(bundle.items, bundle.slug).toBeLessThanOrEqual(4);
      expect([bundle.min_q >= 1, bundle.max_q <= 3, bundle.simple], bundle.slug).toEqual([true, true, true]);
    }
    const offers = await rows<{ slug: string; city: number; price: number; items: number; offered: number; sum: number }>(
      `select b.slug, o.city_id as city, o.price, count(i.product_id)::int as items, count(io.product_id)::int as offered,
              sum(coalesce(io.sale_price, io.price) * i.quantity)::int as sum
       from offers o join products b on b.id = o.product_id and b.kind = 'bundle'
       join bundle_items i on i.bundle_id = b.id
       left join offers io on io.product_id = i.product_id and io.city_id = o.city_id and io.visible
       group by b.slug, o.city_id, o.price`,
    );
    expect(offers.length).toBeGreaterThanOrEqual(40);
    for (const offer of offers) {
      expect(offer.offered, `${offer.slug} in city ${offer.city}`).toBe(offer.items);
      expect(offer.price / offer.sum, `${offer.slug} in city ${offer.city}`).toBeGreaterThanOrEqual(0.8);
      expect(offer.price / offer.sum, `${offer.slug} in city ${offer.city}`).toBeLessThanOrEqual(0.92);
    }
    // Warsaw and Kraków offer every bundle.
    expect(
      await count(
        "select count(distinct product_id)::int as n from offers o join products p on p.id = o.product_id where p.kind = 'bundle' and o.city_id = 1",
      ),
    ).toBe(bundles.length);
  });

  it("offers a different range at different prices in Warsaw and Kraków", async () => {
    const offered = await rows<{ city: string; n: number }>(
      "select c.slug as city, count(*)::int as n from offers o join cities c on c.id = o.city_id group by c.slug",
    );
    const n = (city: string) => offered.find((row) => row.city === city)?.n ?? 0;
    const products = await count("select count(*)::int as n from products");
    expect(n("warszawa")).toBeGreaterThan(products * 0.8);
    expect(n("warszawa")).toBeGreaterThan(n("krakow"));
    expect(n("krakow")).toBeGreaterThan(n("wroclaw"));
    expect(n("wroclaw")).toBeGreaterThan(n("gdansk"));
    expect(n("gdansk")).toBeGreaterThan(products * 0.4);

    const demo = await rows<{ city: string }>(
      "select c.slug as city from offers o join cities c on c.id = o.city_id join products p on p.id = o.product_id where p.slug = $1",
      [DEMO_NOT_IN_WARSZAWA],
    );
    expect(demo.map((row) => row.city)).toContain("krakow");
    expect(demo.map((row) => row.city)).not.toContain("warszawa");

    const [pair] = await rows<{ same: number; differ: number }>(
      `select count(*) filter (where w.price = k.price)::int as same, count(*) filter (where w.price <> k.price)::int as differ
       from offers w join offers k on k.product_id = w.product_id and k.city_id = (select id from cities where slug = 'krakow')
       where w.city_id = (select id from cities where slug = 'warszawa')`,
    );
    expect(pair?.differ).toBeGreaterThan(100);
    expect(pair?.differ).toBeGreaterThan(pair?.same ?? 0);
  });

  it("keeps every offer within the rules: shop prices, sales, stock, franchise prices, wholesale tiers", async () => {
    expect(
      await count(
        `select count(*)::int as n from offers
         where price <= 0 or price % 100 <> 99 or stock < 0
            or (sale_price is not null and (sale_price < price * 0.7 or sale_price > price * 0.9))
            or (franchise_price is not null and (franchise_price <= 0 or franchise_price >= price))`,
      ),
    ).toBe(0);
    const [stats] = await rows<{ offers: number; sale: number; empty: number; franchise: number; tiered: number }>(
      `select count(*)::int as offers, count(*) filter (where sale_price is not null)::int as sale,
              count(*) filter (where stock = 0)::int as empty, count(*) filter (where franchise_price is not null)::int as franchise,
              count(*) filter (where exists (select 1 from wholesale_tiers w where w.city_id = o.city_id and w.product_id = o.product_id))::int as tiered
       from offers o`,
    );
    const share = (part = 0) => part / (stats?.offers ?? 1);
    expect(share(stats?.sale)).toBeGreaterThan(0.12);
    expect(share(stats?.sale)).toBeLessThan(0.3);
    expect(share(stats?.empty)).toBeGreaterThan(0.04);
    expect(share(stats?.empty)).toBeLessThan(0.2);
    expect(share(stats?.franchise)).toBeGreaterThan(0.6);
    expect(share(stats?.tiered)).toBeGreaterThan(0.25);
    // Tiers belong to an offer, start above one unit and get cheaper as the quantity grows.
    expect(
      await count(
        `select count(*)::int as n from wholesale_tiers w left join offers o on o.city_id = w.city_id and o.product_id = w.product_id
         where o.product_id is null or w.min_quantity <= 1 or w.price <= 0 or w.price >= o.price
            or exists (select 1 from wholesale_tiers x where x.city_id = w.city_id and x.product_id = w.product_id
                       and x.min_quantity > w.min_quantity and x.price >= w.price)`,
      ),
    ).toBe(0);
  });

  it("has a price history for every offer that ends at its current price, with sales starting after a regular price", async () => {
    const offers = await rows<{ price: number; sale_price: number | null; points: Array<{ price: number; from: string }> }>(
      `select o.price, o.sale_price,
              (select json_agg(json_build_object('price', h.price, 'from', h.valid_from) order by h.valid_from)
               from price_history h where h.city_id = o.city_id and h.product_id = o.product_id) as points
       from offers o`,
    );
    let withEarlierPrice = 0;
    for (const offer of offers) {
      expect(offer.points?.length).toBeGreaterThanOrEqual(1);
      const last = offer.points.at(-1);
      expect(last?.price).toBe(offer.sale_price ?? offer.price);
      for (const point of offer.points) expect(new Date(point.from).getTime()).toBeLessThan(CATALOGUE_DATE.getTime());
      if (offer.sale_price !== null) {
        expect(offer.points.length).toBeGreaterThanOrEqual(2);
        const saleStart = new Date(last?.from ?? 0).getTime();
        expect(saleStart).toBeGreaterThan(CATALOGUE_DATE.getTime() - 30 * 86_400_000);
        // Before the sale, the product had a higher price within the 30 days that the Omnibus rule looks at.
        const before = offer.points.filter((p) => new Date(p.from).getTime() < saleStart);
        expect(Math.max(...before.map((p) => p.price))).toBeGreaterThan(offer.sale_price);
        if (before.length > 1) withEarlierPrice++;
      }
    }
    expect(withEarlierPrice).toBeGreaterThan(10);
  });

  it("keeps old slugs of renamed products", async () => {
    expect(await count("select count(*)::int as n from product_slug_history")).toBeGreaterThanOrEqual(10);
    expect(await count("select count(*)::int as n from product_slug_history h join products p on p.slug = h.old_slug")).toBe(0);
    const [row] = await rows<{ slug: string }>(
      "select p.slug from product_slug_history h join products p on p.id = h.product_id where h.old_slug = $1",
      [DEMO_OLD_SLUG.oldSlug],
    );
    expect(row?.slug).toBe(DEMO_OLD_SLUG.slug);
  });

  it("continues the id sequences after the seeded rows", async () => {
    const [next] = await rows<{ id: number }>(
      "insert into brands (slug, name, logo) values ('seq-check', 'Seq Check', '/x.svg') returning id",
    );
    expect(next?.id).toBe(await count("select count(*)::int as n from brands"));
    await database.pool.query("delete from brands where slug = 'seq-check'");
  });

  it("is the same catalogue every time it is built or seeded", async () => {
    const cities = new Map([
      ["warszawa", 1],
      ["krakow", 2],
      ["wroclaw", 3],
      ["gdansk", 4],
    ]);
    expect(JSON.stringify(buildCatalogue(cities))).toBe(JSON.stringify(buildCatalogue(cities)));

    // A fresh database seeded here, not copied from this run's template.
    let fresh: { url: string; close(): Promise<void> };
    if (isPostgresRun()) {
      const empty = await createEmptyPostgresDatabase();
      fresh = { url: empty.url, close: empty.drop };
    } else {
      const server = await startPgliteServer({ dataDir: "memory://" });
      fresh = { url: server.url, close: server.stop };
    }
    const pool = createPool(fresh.url, 1);
    try {
      const started = performance.now();
      const result = await prepareDatabase(pool);
      console.log(
        `migrated and seeded a fresh ${isPostgresRun() ? "PostgreSQL" : "PGlite"} database in ${Math.round(performance.now() - started)} ms`,
      );
      expect(result.seeded).toBe(true);
      expect(await fingerprint(pool)).toBe(await fingerprint(database.pool));
    } finally {
      await pool.end();
      await fresh.close();
    }
  });
});
