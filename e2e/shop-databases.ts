import { randomBytes } from "node:crypto";
import { adminQuery, databaseUrl } from "@shop/db/testing/template";
import { BRAND_PORTS } from "./tests/servers";

interface ShopDatabases {
  adminUrl: string | undefined;
  names: string[];
  /** E2E_DATABASE_URL_<brand> for playwright.config.ts; empty without a PostgreSQL server. */
  env: Record<string, string>;
}

/** One fresh database per brand's shop on the server of `adminUrl` (the shops migrate and seed them). */
export async function makeShopDatabases(adminUrl: string | undefined): Promise<ShopDatabases> {
  if (!adminUrl) return { adminUrl, names: [], env: {} };
  const run = randomBytes(4).toString("hex");
  const names: string[] = [];
  const env: Record<string, string> = {};
  for (const brand of Object.keys(BRAND_PORTS)) {
    const name = `shop_e2e_${brand}_${run}`;
    await adminQuery(adminUrl, `create database ${name}`);
    names.push(name);
    env[`E2E_DATABASE_URL_${brand}`] = databaseUrl(adminUrl, name);
  }
  console.log(`e2e: the shops run on PostgreSQL, in ${names.join(", ")} (dropped afterwards)`);
  return { adminUrl, names, env };
}

export async function dropShopDatabases({ adminUrl, names }: ShopDatabases): Promise<void> {
  if (!adminUrl) return;
  for (const name of names) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
}
