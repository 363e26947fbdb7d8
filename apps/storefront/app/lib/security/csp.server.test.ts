import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "./csp.server";

const env = { PUBLIC_ORIGIN: "http://localhost:3000", PUBLIC_API_BASE: "" };
const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("the storefront's Content-Security-Policy", () => {
  it("allows scripts from this origin and with the render's nonce only, never inline ones without it", () => {
    const nonce = newNonce();
    const policy = contentSecurityPolicy(nonce, env);
    expect(directive(policy, "script-src")).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });

  it("refuses plugins, <base>, framing, and forms to anywhere but here and the payment provider", () => {
    const policy = contentSecurityPolicy(newNonce(), env);
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://secure.przelewy24.pl https://sandbox.przelewy24.pl");
  });

  it("lets the browser call an API on another origin, and upgrades requests on https", () => {
    const policy = contentSecurityPolicy(newNonce(), {
      PUBLIC_ORIGIN: "https://shop.example",
      PUBLIC_API_BASE: "https://api.shop.example/",
    });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.shop.example");
    expect(policy.split("; ")).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy(newNonce(), env).split("; ")).not.toContain("upgrade-insecure-requests");
  });

  it("gives every render its own nonce", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
