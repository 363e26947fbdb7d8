import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnv, type RunningServer, seededDataDir, startServer } from "./server-process";

// With API_BASE the storefront calls that API over HTTP: the API can be deployed on its own.
describe("a storefront whose API_BASE points at another API server", () => {
  let api: Server;
  let storefront: RunningServer;
  let database: TestDatabase | undefined;
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      seen.push({ url: req.url ?? "", headers: req.headers });
      const city = { id: 9, slug: "testowo", name: "Testowo", names: { en: "Testtown", uk: "Тестове", pl: "Testowo", ru: "Тестово" } };
      if (req.url === "/api/v1/city/public") return res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify([city]));
      res
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ statusCode: 404, message: "Not found.", code: "NOT_FOUND" }));
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    if (isPostgresRun()) database = await createTestDatabase();
    storefront = await startServer(childEnv({ API_BASE: apiBase, DATA_DIR: await seededDataDir(), DATABASE_URL: database?.url }));
  }, 180_000);

  afterAll(async () => {
    storefront.child.kill("SIGTERM");
    await storefront.exited;
    await new Promise((resolve) => api.close(resolve));
    await database?.close();
  });

  it("renders the cities that API returns, calling it as the spec says", async () => {
    const page = await fetch(`http://127.0.0.1:${storefront.port}/uk/select-city`, { headers: { "X-Request-Id": "trace-123" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(">Тестове</span>");
    const call = seen.find((s) => s.url === "/api/v1/city/public");
    expect(call).toBeDefined();
    expect(call?.headers.locale).toBeUndefined();
    expect(call?.headers["x-request-id"]).toBe("trace-123");
    // The guards' redirect lookup went to that API too.
    expect(seen.some((s) => s.url === "/api/v1/redirects/lookup?path=%2Fuk%2Fselect-city")).toBe(true);
  });
});
