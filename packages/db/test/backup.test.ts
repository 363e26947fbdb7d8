// Issue 20, backups: the demo shop with a few orders and a media file is backed up, restored into an empty
// PGlite data directory (and an empty PostgreSQL database on a PostgreSQL run), and compared table by table.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "../src/backup";
import { openDatabase } from "../src/client";
import { createEmptyPostgresDatabase, createTestDatabase, isPostgresRun, type TestDatabase } from "../src/testing";

let source: TestDatabase;
let dir: string;
const mediaOf = (name: string) => join(dir, name, "media");
const IMAGE = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);

beforeAll(async () => {
  source = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "shop-backup-"));
  await source.pool.query(
    `insert into orders (id, city_id, user_id, status, payment_method, delivery_method, tpd, customer_kind, locale,
                         first_name, last_name, phone, comment, subtotal, discount, delivery_fee, total, request_hash)
     select 'BACKUPTEST' || n, (select min(id) from cities), (select min(id) from users), 'CREATED', 'online', 'courier',
            false, 'retail', 'pl', 'Zażółć', 'O''Brien', '+48500100200', E'line one\\nline two; ''quoted''',
            1000 * n, 100, 1500, 1000 * n - 100 + 1500, 'hash'
       from generate_series(1, 3) as n`,
  );
  await mkdir(join(mediaOf("source"), "products", "demo"), { recursive: true });
  await writeFile(join(mediaOf("source"), "products", "demo", "image.webp"), IMAGE);
}, 30_000);

afterAll(async () => {
  await source?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function snapshot(pool: pg.Pool) {
  const { rows: tables } = await pool.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = (await pool.query<{ n: number }>(`select count(*)::int as n from public."${name}"`)).rows[0]?.n ?? 0;
  }
  const { rows: totals } = await pool.query("select id, subtotal, discount, delivery_fee, total, comment from orders order by id");
  // Sequences stand where they stood, so new rows get the ids they would have had.
  const { rows: sequences } = await pool.query(
    "select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1",
  );
  return { counts, totals, sequences };
}

describe("db:backup and db:restore", () => {
  let backupDir: string;
  let expected: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    backupDir = join(dir, "backup");
    expected = await snapshot(source.pool);
    await createBackup({ pool: source.pool, engine: source.engine, mediaDir: mediaOf("source"), outDir: backupDir });
  }, 30_000);

  it("the source has orders to compare", () => {
    expect(expected.totals.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(expected.counts).length).toBeGreaterThan(30);
  });

  it("restores into an empty PGlite data directory: same rows, same totals, same media", async () => {
    const target = await openDatabase({ dataDir: join(dir, "pglite-target") });
    try {
      await restoreBackup({ pool: target.pool, mediaDir: mediaOf("pglite-target"), backupDir });
      expect(await snapshot(target.pool)).toEqual(expected);
      const image = await readFile(join(mediaOf("pglite-target"), "products", "demo", "image.webp"));
      expect(new Uint8Array(image)).toEqual(IMAGE);
    } finally {
      await target.close();
    }
  }, 40_000);

  it.runIf(isPostgresRun())(
    "restores into an empty PostgreSQL database",
    async () => {
      const empty = await createEmptyPostgresDatabase();
      const target = await openDatabase({ databaseUrl: empty.url, dataDir: join(dir, "pg-target") });
      try {
        await restoreBackup({ pool: target.pool, mediaDir: mediaOf("pg-target"), backupDir });
        expect(await snapshot(target.pool)).toEqual(expected);
      } finally {
        await target.close();
        await empty.drop();
      }
    },
    40_000,
  );

  it("refuses a target that is not empty and changes nothing", async () => {
    const before = await snapshot(source.pool);
    await expect(restoreBackup({ pool: source.pool, mediaDir: join(dir, "unused-media"), backupDir })).rejects.toThrow(/not empty/);
    expect(await snapshot(source.pool)).toEqual(before);
  });

  it("refuses to write into a directory that is not empty", async () => {
    await expect(
      createBackup({ pool: source.pool, engine: source.engine, mediaDir: mediaOf("source"), outDir: backupDir }),
    ).rejects.toThrow(/not empty/);
  });
});
