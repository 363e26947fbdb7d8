// The storefront's body caps (docs/security.md "Input limits"): a form past its limit is answered 413 in the page's
// language before React Router reads it, a chunked body 411, and what is within its limit reaches the storefront.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOREFRONT_BODY_LIMITS, storefrontBodyLimit } from "./body-caps";
import { createHttpHandler } from "./http-handler";

let server: Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  const handler = createHttpHandler({
    api: { fetch: () => new Response("{}", { headers: { "content-type": "application/json" } }) },
    storefront: async (request) => {
      reached.push(`${request.method} ${new URL(request.url).pathname} ${(await request.arrayBuffer()).byteLength}`);
      return new Response("page", { headers: { "content-type": "text/html" } });
    },
    logger: pino({ level: "silent" }),
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw request (so that the test chooses Content-Length or chunked): status and body. */
function send(path: string, type: string, body: Buffer, chunked = false): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": type };
    if (!chunked) headers["content-length"] = String(body.length);
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The server may answer and close before the whole body is sent.
    req.on("error", (error) => (error.message.includes("EPIPE") || error.message.includes("ECONNRESET") ? undefined : reject(error)));
    // Written before end(): Node would otherwise add a Content-Length itself.
    if (chunked) req.write(body);
    req.end(chunked ? undefined : body);
  });
}

describe("the storefront's body caps", () => {
  it("have one limit per kind of body, uploads only in the back office", () => {
    expect(storefrontBodyLimit("/en/warszawa/auth/sign-in", "application/x-www-form-urlencoded")).toBe(256 * 1024);
    expect(storefrontBodyLimit("/uk/admin/articles/3", "application/x-www-form-urlencoded")).toBe(1024 * 1024);
    expect(storefrontBodyLimit("/en/warszawa/cart", "multipart/form-data; boundary=x")).toBe(1024 * 1024);
    expect(storefrontBodyLimit("/pl/admin/articles/3", "multipart/form-data; boundary=x")).toBe(32 * 1024 * 1024);
    expect(storefrontBodyLimit("/pl/admin/products/import", "multipart/form-data; boundary=x")).toBe(212 * 1024 * 1024);
    expect(storefrontBodyLimit("/en/warszawa/checkout", "application/json")).toBe(1024 * 1024);
  });

  it("answer a form past its limit 413 in the page's language, without the storefront reading it", async () => {
    const before = reached.length;
    const form = Buffer.from(`comment=${"a".repeat(STOREFRONT_BODY_LIMITS.form)}`);
    const polish = await send("/pl/warszawa/auth/sign-in", "application/x-www-form-urlencoded", form);
    expect(polish.status).toBe(413);
    expect(polish.text).toContain('lang="pl"');
    expect(polish.text).toContain("najwyżej 256 KB");
    const ukrainian = await send("/uk/warszawa/cart", "multipart/form-data; boundary=x", Buffer.alloc(STOREFRONT_BODY_LIMITS.other + 1));
    expect(ukrainian.status).toBe(413);
    expect(ukrainian.text).toContain("щонайбільше 1 MB");
    expect((await send("/en/warszawa/auth/sign-in", "application/x-www-form-urlencoded", Buffer.from("email=a"), true)).status).toBe(411);
    expect(reached.length).toBe(before);
  });

  it("let a body within its limit through, and leave the API's bodies to the API", async () => {
    const form = Buffer.from(`comment=${"a".repeat(STOREFRONT_BODY_LIMITS.form - 100)}`);
    expect((await send("/en/warszawa/auth/sign-in", "application/x-www-form-urlencoded", form)).status).toBe(200);
    expect(reached.at(-1)).toBe(`POST /en/warszawa/auth/sign-in ${form.length}`);
    const upload = Buffer.alloc(5 * 1024 * 1024);
    expect((await send("/en/admin/articles/3", "multipart/form-data; boundary=x", upload)).status).toBe(200);
    expect((await send("/api/v1/auth/sign-in", "application/json", Buffer.alloc(2 * 1024 * 1024))).status).toBe(200);
  });
});
