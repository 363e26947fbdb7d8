// Issue 33's upgrade of a running shop (migration 0014): a database at migration 0013 with stock in its stores and a
// pickup order waiting in a store is migrated; each store's units become one opening movement of the ledger (so the
// units are the sum of the movements from then on), every product gets an SKU from its id and the sequence goes on
// after it, and the waiting order gets a hold that ends a day from now at the earliest (nobody is canceled by the
// upgrade itself). On the embedded database, and on PostgreSQL in a PostgreSQL run.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, openDatabase } from "../src/client";
import { MIGRATIONS_FOLDER } from "../src/migrate";
import { createEmptyPostgresDatabase, isPostgresRun } from "../src/testing";

let dir: string;
let pool: pg.Pool;
let close: () => Promise<void>;

/** The migrations folder as it was before issue 33: the journal up to 0013. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = join(dir, "migrations");
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "shop-migration-"));
  if (isPostgresRun()) {
    const empty = await createEmptyPostgresDatabase();
    pool = createPool(empty.url, 2);
    close = async () => {
      await pool.end();
      await empty.drop();
    };
  } else {
    const database = await openDatabase({ dataDir: join(dir, "data") });
    pool = database.pool;
    close = () => database.close();
  }
  const client = await pool.connect();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: await migrationsBefore("0014") });
  } finally {
    client.release();
  }
  // A small shop at 0013: a city with two stores, two products with stock in them, and a pickup order ready two
  // days ago in a city that holds pickups for three days (the default).
  await pool.query(`
    insert into cities (id, slug, name_en, name_uk, name_pl, name_ru) values (1, 'warszawa', 'Warsaw', 'Варшава', 'Warszawa', 'Варшава');
    insert into stores (id, city_id, address, phone, opening_hours, latitude, longitude) values
      (1, 1, 'ul. Marszałkowska 1', '+48 22 000 00 01', '[]', 52.2, 21.0), (2, 1, 'ul. Grójecka 42', '+48 22 000 00 02', '[]', 52.2, 21.0);
    insert into categories (id, slug, name_en, name_uk, name_pl, name_ru, colour, icon) values (1, 'shisha', 'Shisha', 'Шиша', 'Shisha', 'Шиша', '#000', 'tobacco');
    insert into products (id, slug, category_id) values (7, 'mint', 1), (42, 'apple', 1);
    insert into offers (city_id, product_id, price, stock) values (1, 7, 1990, 9), (1, 42, 2990, 4);
    insert into store_stock (store_id, product_id, quantity) values (1, 7, 5), (2, 7, 4), (1, 42, 4), (2, 42, 0);
    insert into orders (id, city_id, status, payment_method, delivery_method, tpd, customer_kind, locale, first_name, last_name,
      phone, store_id, pickup_at, subtotal, total, request_hash, updated_at)
      values ('READY0000000A', 1, 'READY_FOR_PICKUP', 'in-store', 'local-pickup', false, 'retail', 'pl', 'Ola', 'K', '+48500100200',
        1, now() - interval '2 days', 1990, 1990, 'h', now() - interval '2 days');
    insert into order_history (order_id, from_status, to_status, actor, created_at)
      values ('READY0000000A', 'APPROVED', 'READY_FOR_PICKUP', 'staff', now() - interval '2 days');
  `);
  const client2 = await pool.connect();
  try {
    await migrate(drizzle({ client: client2 }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    client2.release();
  }
}, 180_000);

afterAll(async () => {
  await close?.();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("migration 0014 on a shop that was running", () => {
  it("turns each store's units into one opening movement, and the ledger adds up to them", async () => {
    const { rows } = await pool.query(
      "select store_id, product_id, kind, quantity, quantity_after, actor, document_type from stock_movements order by store_id, product_id",
    );
    expect(rows).toEqual([
      { store_id: 1, product_id: 7, kind: "opening", quantity: 5, quantity_after: 5, actor: "system", document_type: null },
      { store_id: 1, product_id: 42, kind: "opening", quantity: 4, quantity_after: 4, actor: "system", document_type: null },
      { store_id: 2, product_id: 7, kind: "opening", quantity: 4, quantity_after: 4, actor: "system", document_type: null },
    ]);
  });

  it("gives every product an SKU from its id, and new products the next numbers", async () => {
    expect((await pool.query("select id, sku, ean, vat_rate from products order by id")).rows).toEqual([
      { id: 7, sku: "SP-000007", ean: null, vat_rate: "23" },
      { id: 42, sku: "SP-000042", ean: null, vat_rate: "23" },
    ]);
    const { rows } = await pool.query("insert into products (slug, category_id) values ('new-one', 1) returning id, sku");
    expect(rows[0]?.sku).toMatch(/^SP-0000(4[3-9]|[5-9]\d)$/);
  });

  it("holds the pickup order already waiting until a day from now at the earliest", async () => {
    const { rows } = await pool.query(
      `select pickup_ready_at < now() - interval '47 hours' as ready_long_ago,
         pickup_hold_until between now() + interval '23 hours' and now() + interval '25 hours' as ends_tomorrow,
         pickup_reminded_at, sms_phone from orders`,
    );
    expect(rows).toEqual([{ ready_long_ago: true, ends_tomorrow: true, pickup_reminded_at: null, sms_phone: null }]);
  });
});
