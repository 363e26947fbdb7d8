import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./csrf";

const ALLOWED = ["http://127.0.0.1:3900", "https://shop.example/"];
const post = (headers: Record<string, string>, method = "POST") =>
  new Request("http://127.0.0.1:3900/en/krakow/cabinet/personal-data", { method, headers });

describe("the same-origin check of cookie-borne form posts", () => {
  it("lets reads through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(isSameOriginRequest(post({ origin: "https://evil.example" }, method), ALLOWED)).toBe(true);
  });

  it("accepts the request's own origin and the shop's public origin", () => {
    expect(isSameOriginRequest(post({ origin: "http://127.0.0.1:3900" }), ALLOWED)).toBe(true);
    expect(isSameOriginRequest(post({ origin: "https://shop.example" }), ALLOWED)).toBe(true);
  });

  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["a look-alike host", { origin: "https://shop.example.evil.example" }],
    ["another port", { origin: "http://127.0.0.1:3901" }],
    ["plain http of the https origin", { origin: "http://shop.example" }],
    ["an opaque origin", { origin: "null" }],
    ["neither Origin nor Referer", {}],
    ["a foreign Referer", { referer: "https://evil.example/form" }],
    ["a Referer that is no URL", { referer: "not a url" }],
  ])("refuses %s", (_, headers) => {
    expect(isSameOriginRequest(post(headers), ALLOWED)).toBe(false);
  });

  it("falls back to Referer when the browser sent no Origin", () => {
    expect(isSameOriginRequest(post({ referer: "https://shop.example/en/krakow/cabinet?x=1" }), ALLOWED)).toBe(true);
  });

  it("trusts Origin over Referer", () => {
    expect(isSameOriginRequest(post({ origin: "https://evil.example", referer: "https://shop.example/" }), ALLOWED)).toBe(false);
  });

  it.each(["PUT", "PATCH", "DELETE"])("checks %s like POST", (method) => {
    expect(isSameOriginRequest(post({ origin: "https://evil.example" }, method), ALLOWED)).toBe(false);
  });
});
