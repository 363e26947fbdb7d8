// The storefront's Content-Security-Policy (docs/security.md): scripts only from this origin or carrying the
// render's nonce (no 'unsafe-inline' for scripts), no plugins, no <base>, no framing, forms posted only here
// or to the payment providers. Styles may be inline (React's style attributes); everything else is 'self'.
import { randomBytes } from "node:crypto";
import type { PublicEnv } from "@shop/contracts";

/** Where a checkout form or its redirect may lead: the online payment provider (Przelewy24). */
const PAYMENT_ORIGINS = ["https://secure.przelewy24.pl", "https://sandbox.przelewy24.pl"];

/** A fresh nonce for one render: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString("base64");

const originOf = (url: string): string | null => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The policy of a page rendered with this nonce. */
export function contentSecurityPolicy(nonce: string, env: Pick<PublicEnv, "PUBLIC_ORIGIN" | "PUBLIC_API_BASE">): string {
  const api = originOf(env.PUBLIC_API_BASE);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${api ? ` ${api}` : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${PAYMENT_ORIGINS.join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (env.PUBLIC_ORIGIN.startsWith("https://")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
