// Whether a request carries a body, without reading it. Over HTTP the headers say so (Content-Length, or
// Transfer-Encoding; Node's parser reads exactly that much): asking the request for its `body` would make
// @hono/node-server build a full Request with a web stream, which an order's POST paid for twice (docs/performance.md,
// stop 53). A Request made in the process (the storefront's client) has no Content-Length: its body is asked.
import type { Context } from "hono";

export function hasBody(c: Context): boolean {
  if (c.req.method === "GET" || c.req.method === "HEAD") return false;
  const chunked = c.req.header("transfer-encoding") !== undefined;
  const length = c.req.header("content-length");
  if (chunked || length !== undefined) return chunked || Number(length) > 0;
  return c.req.raw.body !== null;
}

/** The body's length as its Content-Length gives it (not chunked), else null: then it must be counted as it is read. */
export function declaredLength(c: Context): number | null {
  const length = c.req.header("content-length");
  if (length === undefined || c.req.header("transfer-encoding") !== undefined || !/^\d+$/.test(length)) return null;
  return Number(length);
}
