// The catalogue import's speed (issue 33: "a 2,000-product file imports in under a minute on this machine"). On the
// demo shop, on PGlite and (when a server answers) PostgreSQL, through the API as the back office calls it (the check,
// then the apply): a generated CSV of 2,000 products (1,900 simple ones with an EAN, attributes and texts in four
// languages, 100 bundles naming items further down the file) creates them; the same file again changes nothing; the
// same products with every English name changed update 2,000; and the export as XLSX imported again changes nothing.
// Run: npm run bench:catalogue   (BENCH_CATALOGUE_PRODUCTS=n; BENCH_CATALOGUE_ENGINES=pglite or postgres to run one)
// Not part of npm run bench and no test: a figure to report (docs/inventory.md), measured on an idle machine.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApi, createFileMediaStore, createRateLimits } from "../apps/api/src/index.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { type Database, DEMO_ACCOUNTS, DEMO_PASSWORD, prepareDatabase } from "../packages/db/src/index.ts";
import { DEMO_ADMIN_TOTP_SECRET, withTotpCode } from "../packages/db/src/seed/accounts/demo-totp.ts";
import { demoEan, formatCsv } from "../packages/domain/src/index.ts";
import { createEngine, type EngineName, postgresServer } from "./engines.ts";

const PRODUCTS = Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 2_000);
const TARGET_MS = 60_000;

const LOCALES = ["en", "uk", "pl", "ru"] as const;
const FIELDS = ["name", "short_description", "description", "seo_title", "seo_description"] as const;
const WORDS = ["mint", "apple", "grape", "lemon", "berry", "peach", "ice", "vanilla", "cola", "melon", "plum", "cherry"];

async function generated(database: Database, rename = false): Promise<string> {
  const column = async (query: string) => (await database.pool.query<{ v: string }>(query)).rows.map((row) => row.v);
  const categories = await column("select slug as v from categories order by id");
  const brands = await column("select slug as v from brands order by id");
  const values = await column("select attribute_code || ':' || slug as v from attribute_values order by id");
  const header = [
    "sku",
    "ean",
    "kind",
    "category",
    "brand",
    "tpd",
    "vat_rate",
    "attributes",
    "bundle_items",
    ...LOCALES.flatMap((l) => FIELDS.map((f) => `${f}_${l}`)),
  ];
  const bundles = Math.floor(PRODUCTS / 20);
  const rows: string[][] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const bundle = i < bundles;
    const word = WORDS[i % WORDS.length] as string;
    const name = `${rename ? "Renamed " : ""}Bench ${word} ${bundle ? "kit" : "tobacco"} ${i}`;
    const texts = LOCALES.flatMap((locale) => [
      `${name} (${locale})`,
      `${word} ${locale} short description of product ${i}`,
      `${`A longer ${locale} description of ${name}, its taste and how to smoke it. `.repeat(6)}\nSecond paragraph.`,
      "",
      "",
    ]);
    const items = bundle
      ? [`BENCH-${bundles + ((i * 7) % (PRODUCTS - bundles))}:2`, `BENCH-${bundles + ((i * 13 + 1) % (PRODUCTS - bundles))}`]
      : [];
    rows.push([
      `BENCH-${i}`,
      bundle ? "" : demoEan(60_000 + i),
      bundle ? "bundle" : "simple",
      categories[i % categories.length] as string,
      i % 5 === 0 ? "" : (brands[i % brands.length] as string),
      i % 3 === 0 ? "yes" : "no",
      "23",
      bundle ? "" : [values[i % values.length], values[(i * 3 + 1) % values.length]].join(";"),
      [...new Set(items.map((item) => item.split(":")[0]))].length === items.length ? items.join(";") : (items[0] ?? ""),
      ...texts,
    ]);
  }
  return formatCsv([header, ...rows], { bom: true });
}

type Api = ReturnType<typeof createApi>;

async function timedImport(api: Api, token: string, name: string, bytes: Uint8Array | string) {
  const form = new FormData();
  form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), name);
  const headers = { authorization: `Bearer ${token}` };
  let started = performance.now();
  const checked = await api.request("/api/v1/staff/catalogue/imports", { method: "POST", headers, body: form });
  if (checked.status !== 201) throw new Error(`check: ${checked.status} ${(await checked.text()).slice(0, 500)}`);
  const summary = (await checked.json()) as { id: string; created: number; updated: number; unchanged: number };
  const checkMs = performance.now() - started;
  started = performance.now();
  const applied = await api.request(`/api/v1/staff/catalogue/imports/${summary.id}/apply`, { method: "POST", headers });
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${(await applied.text()).slice(0, 500)}`);
  const applyMs = performance.now() - started;
  return { checkMs, applyMs, created: summary.created, updated: summary.updated, unchanged: summary.unchanged };
}

async function measure(engineName: EngineName, serverUrl: string | null): Promise<boolean> {
  const engine = await createEngine(engineName, serverUrl);
  const media = mkdtempSync(join(tmpdir(), "bench-catalogue-media-"));
  const database = await engine.open();
  try {
    await prepareDatabase(database.pool);
    const api = createApi({
      database,
      logger: createLogger({ LOG_LEVEL: "silent", LOG_FORMAT: "json" }),
      build: () => ({ buildId: "bench", builtAt: new Date().toISOString() }),
      development: false,
      publicOrigins: ["http://localhost"],
      brand: "default",
      limits: createRateLimits(),
      media: createFileMediaStore(media),
    });
    const email = DEMO_ACCOUNTS.find((account) => account.key === "admin")?.email;
    const signIn = await api.request("/api/v1/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    // The demo admin has TOTP on (issue 35): the second step with a code of its demo secret.
    const { secondStep } = (await signIn.json()) as { secondStep: { ticket: string } };
    const accessToken = await withTotpCode(DEMO_ADMIN_TOTP_SECRET, async (code) => {
      const step = await api.request("/api/v1/auth/sign-in/second-step", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ticket: secondStep.ticket, code }),
      });
      return step.status === 200 ? ((await step.json()) as { accessToken: string }).accessToken : null;
    });
    const csv = await generated(database);
    const runs: Array<[string, Awaited<ReturnType<typeof timedImport>>]> = [];
    runs.push([
      `create ${PRODUCTS} (CSV, ${(csv.length / 1024 / 1024).toFixed(1)} MB)`,
      await timedImport(api, accessToken, "bench.csv", csv),
    ]);
    runs.push(["the same file again", await timedImport(api, accessToken, "bench.csv", csv)]);
    runs.push([`update ${PRODUCTS} names (CSV)`, await timedImport(api, accessToken, "renamed.csv", await generated(database, true))]);
    const exported = await api.request("/api/v1/staff/catalogue/export?format=xlsx", {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const xlsx = new Uint8Array(await exported.arrayBuffer());
    runs.push([
      `the export as XLSX (${(xlsx.length / 1024 / 1024).toFixed(1)} MB)`,
      await timedImport(api, accessToken, "export.xlsx", xlsx),
    ]);
    let ok = true;
    for (const [what, run] of runs) {
      const total = run.checkMs + run.applyMs;
      ok &&= total < TARGET_MS;
      console.log(
        `${engineName.padEnd(8)} ${what.padEnd(34)} check ${(run.checkMs / 1000).toFixed(1).padStart(5)} s + apply ${(run.applyMs / 1000).toFixed(1).padStart(5)} s = ${(total / 1000).toFixed(1).padStart(5)} s  (created ${run.created}, updated ${run.updated}, unchanged ${run.unchanged})${total < TARGET_MS ? "" : "  OVER A MINUTE"}`,
      );
    }
    return ok;
  } finally {
    await database.close();
    await engine.dispose();
    rmSync(media, { recursive: true, force: true });
  }
}

const wanted = (process.env.BENCH_CATALOGUE_ENGINES ?? "pglite,postgres").split(",");
const server = await postgresServer();
let ok = true;
for (const engine of ["pglite", "postgres"] as const) {
  if (!wanted.includes(engine)) continue;
  if (engine === "postgres" && !server) {
    console.log("postgres: no server answers (DATABASE_URL or 127.0.0.1:5432): skipped");
    continue;
  }
  ok = (await measure(engine, server)) && ok;
}
process.exit(ok ? 0 : 1);
