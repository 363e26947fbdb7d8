import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./client";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let server: Server;
let base: string;
let seen: Seen[] = [];
/** What the stand-in API answers next: a queue of [status, body]. */
let answers: Array<[number, unknown]> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const [status, payload] = answers.shift() ?? [200, { ok: true }];
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const client = (extra: Partial<Parameters<typeof createApiClient>[0]> = {}) => {
  seen = [];
  answers = [];
  return createApiClient({ base, locale: "uk", ...extra });
};

describe("API client", () => {
  it("sends the Locale header, query and JSON body, and parses JSON", async () => {
    const api = client();
    answers.push([200, { id: 7 }]);
    await expect(api.call("/api/v1/things", { method: "POST", query: { page: 2, skip: undefined }, body: { a: 1 } })).resolves.toEqual({
      id: 7,
    });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/v1/things?page=2", body: '{"a":1}' });
    expect(seen[0]?.headers.locale).toBe("uk");
  });

  it("leaves the Locale header out where the spec says so", async () => {
    const api = client();
    await api.call("/api/v1/city/public", { sendLocale: false });
    expect(seen[0]?.headers.locale).toBeUndefined();
  });

  it("sends the bearer token only on calls that need it", async () => {
    const api = client({ token: () => "tok123" });
    await api.call("/api/v1/auth/iam", { auth: true });
    await api.call("/api/v1/city/public");
    expect(seen[0]?.headers.authorization).toBe("Bearer tok123");
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });

  it("fails with the server's message on 400-599", async () => {
    const api = client();
    answers.push([409, { statusCode: 409, message: "User with entered e-mail already exists!", code: "CONFLICT" }]);
    const error = await api.call("/api/v1/auth/sign-up", { method: "PUT" }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "User with entered e-mail already exists!", statusCode: 409, code: "CONFLICT" });
  });

  it("treats a 200 answer that is an error object as a failure", async () => {
    const api = client();
    answers.push([200, { statusCode: 404, message: "Coupon not found" }]);
    await expect(api.call("/api/v1/coupon")).rejects.toMatchObject({ message: "Coupon not found", statusCode: 404 });
  });

  it("does not retry idempotent calls", async () => {
    const api = client();
    answers.push([503, { statusCode: 503, message: "down" }], [200, { ok: true }]);
    await expect(api.call("/api/v1/health")).rejects.toMatchObject({ statusCode: 503 });
    expect(seen).toHaveLength(1);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries other calls once on %i", async (status) => {
    const api = client();
    answers.push([status, { statusCode: status, message: "busy" }], [200, { done: true }]);
    await expect(api.call("/api/v1/x", { method: "POST" })).resolves.toEqual({ done: true });
    expect(seen).toHaveLength(2);
  });

  it("sends the same Idempotency-Key on a retried call, a new one on the next call, none on idempotent calls", async () => {
    const api = client();
    answers.push([503, { statusCode: 503, message: "busy" }], [200, {}], [200, {}]);
    await api.call("/api/v1/orders", { method: "POST", body: { a: 1 } });
    await api.call("/api/v1/orders", { method: "POST", body: { a: 1 } });
    const [first, retry, next] = seen.map((s) => s.headers["idempotency-key"]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    seen = [];
    await api.call("/api/v1/health");
    expect(seen[0]?.headers["idempotency-key"]).toBeUndefined();
    await api.call("/api/v1/orders", { method: "POST", idempotencyKey: "cart-42" });
    expect(seen[1]?.headers["idempotency-key"]).toBe("cart-42");
  });

  it("ends the call at once on a code the caller marks final, and retries the others", async () => {
    const api = client();
    answers.push([409, { statusCode: 409, message: "changed", code: "CART_CHANGED" }], [201, { placed: true }]);
    await expect(api.call("/api/v1/orders", { method: "POST", finalCodes: ["CART_CHANGED"] })).rejects.toMatchObject({
      code: "CART_CHANGED",
    });
    expect(seen).toHaveLength(1);
    answers = [
      [409, { statusCode: 409, message: "busy", code: "CONFLICT" }],
      [201, { placed: true }],
    ];
    await expect(api.call("/api/v1/orders", { method: "POST", finalCodes: ["CART_CHANGED"] })).resolves.toEqual({ placed: true });
    expect(seen).toHaveLength(3);
  });

  it("retries only once, and not on other statuses", async () => {
    const api = client();
    answers.push([500, { statusCode: 500, message: "a" }], [500, { statusCode: 500, message: "b" }]);
    await expect(api.call("/api/v1/x", { method: "POST" })).rejects.toMatchObject({ message: "b" });
    answers = [
      [400, { statusCode: 400, message: "bad" }],
      [200, {}],
    ];
    seen = [];
    await expect(api.call("/api/v1/x", { method: "PATCH" })).rejects.toMatchObject({ statusCode: 400 });
    expect(seen).toHaveLength(1);
  });

  it("waits 1000 ms before each call when throttling is configured", async () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const fetch = async (request: Request) => {
        calls.push(request.url);
        return Response.json({ ok: true });
      };
      const api = createApiClient({ base: "http://api.test", locale: "en", throttle: true, fetch });
      const pending = api.call("/api/v1/city/public");
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ ok: true });
      expect(calls).toEqual(["http://api.test/api/v1/city/public"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
