// The headers every response of the shop carries (docs/security.md): pages, the API, files, cached pages
// and the server's own refusals. The storefront's pages add their Content-Security-Policy with the render's
// nonce (apps/storefront/app/lib/security/csp.server.ts).

/** HSTS for a year, once the shop is served over https. */
const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(publicOrigin: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    // For browsers without CSP's frame-ancestors: no page of the shop is shown in another site's frame.
    "X-Frame-Options": "DENY",
    ...(publicOrigin.startsWith("https://") ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
