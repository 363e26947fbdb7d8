import { randomBytes } from "node:crypto";
import pg from "pg";
import { BRAND_PORTS } from "./tests/servers";

interface ShopDatabases {
  adminUrl: string | undefined;
  names: string[];
  /** E2E_DATABASE_URL_<brand> for playwright.config.ts; empty without a PostgreSQL server. */
  env: Record<string, string>;
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One fresh database per brand's shop on the server of `adminUrl` (the shops migrate and seed them). */
export async function makeShopDatabases(adminUrl: string | undefined): Promise<ShopDatabases> {
  if (!adminUrl) return { adminUrl, names: [], env: {} };
  const run = randomBytes(4).toString("hex");
  const names: string[] = [];
  const env: Record<string, string> = {};
  for (const brand of Object.keys(BRAND_PORTS)) {
    const name = `shop_e2e_${brand}_${run}`;
    await admin(adminUrl, `create database ${name}`);
    names.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env[`E2E_DATABASE_URL_${brand}`] = url.toString();
  }
  console.log(`e2e: the shops run on PostgreSQL, in ${names.join(", ")} (dropped afterwards)`);
  return { adminUrl, names, env };
}

export async function dropShopDatabases({ adminUrl, names }: ShopDatabases): Promise<void> {
  if (!adminUrl) return;
  for (const name of names) await admin(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
}
