import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnv, REPO, type RunningServer, startServer, tempDataDir } from "./server-process";
import { verifiedSignUp } from "./shop-calls";

let database: TestDatabase | undefined;
let dataDir: string;
/** The server under test uses this run's engine: a fresh PostgreSQL database, or PGlite in a temp DATA_DIR. */
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dataDir = tempDataDir();
  if (isPostgresRun()) {
    database = await createTestDatabase();
    env = childEnv({ DATABASE_URL: database.url, DATA_DIR: dataDir, WEB_CONCURRENCY: "2" });
  } else {
    env = childEnv({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2" });
  }
});
afterAll(() => database?.close());

// Checked before any database is opened: the PGlite run covers it.
describe.skipIf(isPostgresRun())("configuration", () => {
  it.each([
    ["PORT", "eighty", "expected an integer from 0 to 65535"],
    ["DATABASE_URL", "mysql://db/shop", "expected a postgres:// or postgresql:// URL"],
  ])("a bad %s stops the process with one line naming it", (name, value, allowed) => {
    const result = spawnSync(process.execPath, ["apps/server/start.mjs"], {
      cwd: REPO,
      env: { ...env, [name]: value },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(`Invalid configuration: ${name}="${value}" is not allowed; ${allowed}.`);
  });
});

describe("the running server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(env);
  }, 180_000);
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  });

  it("serves the API and the storefront from one port", async () => {
    const cities = await fetch(`http://127.0.0.1:${server.port}/api/v1/city/public`);
    expect(((await cities.json()) as unknown[])[0]).toMatchObject({ id: 1, slug: "warszawa" });
    const page = await fetch(`http://127.0.0.1:${server.port}/pl`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toBeTruthy();
    expect(await page.text()).toContain("Wybierz swoje miasto");
  });

  it("says each stage of its start on a line: the database (with the demo shop's size when it seeded it) and its address", () => {
    const output = server.output();
    expect(output).toMatch(/"msg":"database: (starting the embedded PostgreSQL|connecting to PostgreSQL)/);
    if (!isPostgresRun()) {
      expect(output).toMatch(/"msg":"database ready: \d+ migrations applied, demo shop seeded \(4 cities, \d+ stores, [\d,]+ products, /);
      // The embedded database is started again once after the seed (its memory only grows); the shop serves from it.
      expect(output).toContain('"msg":"database: the embedded database started again after the seed');
    } else expect(output).toMatch(/"msg":"database ready: \d+ migrations? applied/);
    expect(output).toMatch(/"msg":"shop listening on http:\/\/localhost:\d+\/en"/);
  });

  it("checks a JSON body over HTTP, sized by its Content-Length or counted when chunked", async () => {
    const signIn = (body: string, chunked = false) =>
      new Promise<{ status: number; body: { code?: string; issues?: Array<{ path: string }> } }>((resolve, reject) => {
        const headers = { "content-type": "application/json", ...(chunked ? {} : { "content-length": String(Buffer.byteLength(body)) }) };
        const req = request({ port: server.port, host: "127.0.0.1", path: "/api/v1/auth/sign-in", method: "POST", headers }, (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        });
        req.on("error", reject);
        if (chunked) for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
        req.end(chunked ? undefined : body);
      });
    // The hygiene and the route's validator read the same text.
    const nul = await signIn(JSON.stringify({ email: "a\u0000@example.test", password: "secret-password" }));
    expect(nul).toMatchObject({ status: 400, body: { code: "VALIDATION_FAILED", issues: [{ path: "email" }] } });
    const wrong = await signIn(JSON.stringify({ email: "nobody@example.test", password: "secret-password" }));
    expect(wrong.status).toBe(401);
    const big = JSON.stringify({ email: "a@example.test", password: "x".repeat(1024 * 1024) });
    expect((await signIn(big)).body.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await signIn(big, true)).body.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await signIn(JSON.stringify({ email: "nobody@example.test", password: "secret-password" }), true)).status).toBe(401);
  });

  it("prints a demo shop's e-mails to its log, so that a sign-up is verified from it (README's quick start)", async () => {
    await verifiedSignUp(server, `newcomer-${Date.now()}@example.test`);
  }, 120_000);

  if (!isPostgresRun()) {
    it("refuses a second process on the same embedded database, saying why", () => {
      const second = spawnSync(process.execPath, ["apps/server/start.mjs"], {
        cwd: REPO,
        env: { ...env, PORT: "0" },
        encoding: "utf8",
      });
      expect(second.status).not.toBe(0);
      expect(second.stderr + second.stdout).toContain(`is in use by process ${server.child.pid}`);
    });

    it("starts a new embedded database when its process dies, answering 503 meanwhile, and serves again by itself", async () => {
      const health = () => fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
      expect((await health()).status).toBe(200);
      // The embedded database's process, by its command line: the workers are children too, and after the machine's
      // process ids wrap around a worker can have a lower id than the database started before it.
      const engine = childrenOf(server.child.pid).find((pid) => /pglite-server\.mjs|pglite\/server-process/.test(commandOf(pid)));
      expect(engine).toBeTruthy();
      process.kill(engine as number, "SIGKILL");

      const seen: number[] = [];
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && seen.at(-1) !== 200) {
        const response = await health();
        seen.push(response.status);
        if (response.status === 503) expect(response.headers.get("retry-after")).toBeTruthy();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen[0]).toBe(503);
      expect(seen.at(-1)).toBe(200);
      expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(childrenOf(server.child.pid)).not.toContain(engine);
      // The data is the data it was: the seeded cities are served from the restarted database.
      const cities = (await (await fetch(`http://127.0.0.1:${server.port}/api/v1/city/public`)).json()) as unknown[];
      expect(cities.length).toBeGreaterThan(0);
      expect(server.output()).toContain("the embedded database serves again");
    }, 60_000);
  }

  it("on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0", async () => {
    // A request whose body is still arriving when SIGTERM comes.
    const inFlight = request({
      host: "127.0.0.1",
      port: server.port,
      method: "POST",
      path: "/api/v1/health",
      headers: { "Transfer-Encoding": "chunked", Locale: "pl" },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on("response", (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      inFlight.on("error", reject);
    });
    inFlight.write("{");
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A new connection is refused (a kept-alive one would still be answered, with Connection: close: drain.ts).
    const fresh = new Promise((resolve, reject) =>
      request({ host: "127.0.0.1", port: server.port, path: "/api/v1/health", agent: false }, resolve).on("error", reject).end(),
    );
    await expect(fresh).rejects.toThrow(/ECONNREFUSED/);
    inFlight.end("}");
    const response = await answered;
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 404, message: "Nie znaleziono." });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });
});

/** The pids of a process's children (the server's embedded database process). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

function childrenOf(pid: number | undefined): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
