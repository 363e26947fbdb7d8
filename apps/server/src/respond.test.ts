import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressed } from "./respond";

const request = (acceptEncoding?: string) =>
  new Request("http://shop.test/api/v1/orders", acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {});
const json = (value: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(value), { ...init, headers: { "content-type": "application/json", ...init.headers } });
const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Product ${i}` })) };

describe("compressed", () => {
  it("answers JSON to a client without Accept-Encoding as it is, varying on the coding", async () => {
    const answer = await compressed(request(), json(big, { status: 201, headers: { vary: "Origin" } }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(answer.headers.get("vary")).toBe("Origin, Accept-Encoding");
    expect(await answer.json()).toEqual(big);
  });

  it("compresses JSON over 1 KB for a client that takes gzip", async () => {
    const answer = await compressed(request("gzip"), json(big));
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString("utf8"))).toEqual(big);
  });

  it("copies a response whose headers cannot change (a fetched one) to say Vary", async () => {
    const fetched = await fetch(`data:application/json,${encodeURIComponent(JSON.stringify({ ok: true }))}`);
    expect(() => fetched.headers.set("x-probe", "1")).toThrow();
    const answer = await compressed(request(), fetched);
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(await answer.json()).toEqual({ ok: true });
  });

  it("leaves a response without a body alone", async () => {
    const empty = new Response(null, { status: 204, headers: { "content-type": "application/json" } });
    expect(await compressed(request("gzip"), empty)).toBe(empty);
  });
});
