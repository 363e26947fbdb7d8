// Lighthouse 12, mobile defaults (simulated throttling), in Debian's Chromium launched here: one fresh
// browser profile per run, the median of `runs` runs per page and visitor, and the audits that lost points.
// Alone: node --import tsx bench/lighthouse.ts http://127.0.0.1:PORT [--runs 3] [--save DIR] [--pages home,search]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

export type Visitor = "returning" | "first-time";

export interface LighthouseOptions {
  pages: Array<{ label: string; path: string }>;
  visitors: Visitor[];
  runs: number;
  log?: (line: string) => void;
  /** Writes every run's full report (JSON) there, for reading the diagnostics. */
  reportDir?: string;
}

export interface LighthouseRow {
  page: string;
  visitor: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  failedAudits: string[];
}

export const CHROME_PATH = "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
/** What a returning visitor carries: confirmed age, English, Warsaw. */
export const RETURNING_COOKIES = "age_confirmed=1; locale=en; citySlug=warszawa; cityId=1";
export const DEFAULT_PAGES = [
  { label: "home", path: "/en/warszawa" },
  { label: "category", path: "/en/warszawa/categories/shisha" },
  { label: "product", path: "/en/warszawa/products/al-fakher-double-apple-250-g" },
  { label: "search", path: "/en/warszawa/products/search?q=mint" },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** One Lighthouse run in a new Chromium with its own profile; the browser and profile are gone afterwards. */
export async function runLighthouse(url: string, visitor: Visitor): Promise<Result> {
  const userDataDir = mkdtempSync(join(tmpdir(), "lighthouse-chrome-"));
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: "silent" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(visitor === "returning" ? { extraHeaders: { Cookie: RETURNING_COOKIES } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The median of the values that were measured (a run without the figure gives NaN, left out); NaN when none was. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Audits with a weight in some category that scored below 1 in a run: "id: title", by category. */
export function lostPoints(lhr: Result): string[] {
  const out: string[] = [];
  if (lhr.runtimeError) out.push(`runtime-error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const id of [...CATEGORIES.slice(1), CATEGORIES[0]]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.push(`${audit.id}: ${audit.title}`);
    }
  }
  return out;
}

/** The median of each figure over the runs; an audit that lost points in only some runs says in how many. */
export function summarise(page: string, visitor: string, runs: Result[]): LighthouseRow {
  const of = (pick: (lhr: Result) => number) => median(runs.map(pick));
  const counts = new Map<string, number>();
  for (const lhr of runs) for (const line of new Set(lostPoints(lhr))) counts.set(line, (counts.get(line) ?? 0) + 1);
  return {
    page,
    visitor,
    performance: of((lhr) => score(lhr, "performance")),
    accessibility: of((lhr) => score(lhr, "accessibility")),
    bestPractices: of((lhr) => score(lhr, "best-practices")),
    seo: of((lhr) => score(lhr, "seo")),
    lcpMs: of((lhr) => numeric(lhr, "largest-contentful-paint")),
    cls: of((lhr) => numeric(lhr, "cumulative-layout-shift")),
    tbtMs: of((lhr) => numeric(lhr, "total-blocking-time")),
    fcpMs: of((lhr) => numeric(lhr, "first-contentful-paint")),
    failedAudits: [...counts].map(([line, n]) => (n === runs.length ? line : `${line} [${n}/${runs.length} runs]`)),
  };
}

export async function measureLighthouse(base: string, options: LighthouseOptions): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  if (options.reportDir) mkdirSync(options.reportDir, { recursive: true });
  for (const { label, path } of options.pages) {
    for (const visitor of options.visitors) {
      const runs: Result[] = [];
      for (let run = 1; run <= options.runs; run++) {
        let lhr = await runLighthouse(new URL(path, base).href, visitor);
        // Chrome's trace of the load now and then comes without its start (NO_NAVSTART: "Please run Lighthouse again"):
        // such a run has no timings, so it is run again, twice at most; one that still fails is kept and said.
        for (let retry = 1; lhr.runtimeError && retry <= 2; retry++) {
          options.log?.(`lighthouse ${label} (${visitor}) run ${run}: ${lhr.runtimeError.code}, running it again`);
          lhr = await runLighthouse(new URL(path, base).href, visitor);
        }
        runs.push(lhr);
        if (options.reportDir) writeFileSync(join(options.reportDir, `${label}-${visitor}-${run}.json`), JSON.stringify(lhr));
        const figures = summarise(label, visitor, [lhr]);
        options.log?.(
          `lighthouse ${label} (${visitor}) run ${run}/${options.runs}: perf ${figures.performance}, a11y ${figures.accessibility}, ` +
            `BP ${figures.bestPractices}, SEO ${figures.seo}, LCP ${figures.lcpMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbtMs.toFixed(0)} ms`,
        );
      }
      rows.push(summarise(label, visitor, runs));
    }
  }
  return rows;
}

export function formatTable(rows: LighthouseRow[]): string {
  const header = ["page (visitor)", "perf", "a11y", "BP", "SEO", "LCP ms", "CLS", "TBT ms", "FCP ms"];
  const lines = rows.map((r) => [
    `${r.page} (${r.visitor})`,
    ...[r.performance, r.accessibility, r.bestPractices, r.seo].map(String),
    r.lcpMs.toFixed(0),
    r.cls.toFixed(3),
    r.tbtMs.toFixed(0),
    r.fcpMs.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? "").length)));
  const format = (line: string[]) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  const failed = rows.filter((r) => r.failedAudits.length > 0).map((r) => `\n${r.page} (${r.visitor}):\n  ${r.failedAudits.join("\n  ")}`);
  return [format(header), ...lines.map(format)].join("\n") + (failed.length ? `\n\nAudits that lost points:${failed.join("")}` : "");
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2];
  if (!base?.startsWith("http")) {
    console.error("usage: node --import tsx bench/lighthouse.ts http://127.0.0.1:PORT [--runs 3] [--save DIR] [--pages home,search]");
    process.exit(2);
  }
  const only = argument("pages")?.split(",");
  const rows = await measureLighthouse(base, {
    pages: DEFAULT_PAGES.filter((page) => !only || only.includes(page.label)),
    visitors: ["returning", "first-time"],
    runs: Number(argument("runs") ?? 3),
    reportDir: argument("save"),
    log: (line) => console.log(line),
  });
  console.log(`\nLighthouse 12 mobile, median of runs\n\n${formatTable(rows)}`);
}
