// Sends a fuzz case to the API and says what is wrong with the answer (a 5xx, or an error without the API's
// error shape), with what it sent, for a failure message one can reproduce from.
import { ERROR_CODES } from "@shop/contracts";
import type { Api } from "../cabinet-fixture";
import type { FuzzCase } from "./cases";
import type { Operation } from "./openapi-model";

export interface Caller {
  name: string;
  token: string | null;
}

function urlOf(op: Operation, fuzz: FuzzCase): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => fuzz.params[name] ?? "x");
  return fuzz.query ? `${path}?${fuzz.query}` : path;
}

const summary = (text: string | undefined) =>
  text === undefined ? "no body" : text.length > 120 ? `${text.slice(0, 120)}… (${text.length} chars)` : text;

/** A problem with the answer, or null when it is fine. */
export async function problemOf(api: Api, op: Operation, fuzz: FuzzCase, caller: Caller): Promise<string | null> {
  const url = urlOf(op, fuzz);
  const headers: Record<string, string> = { ...fuzz.headers };
  if (caller.token && !headers.authorization) headers.authorization = `Bearer ${caller.token}`;
  const sendsBody = fuzz.body !== undefined && op.method !== "GET";
  if (sendsBody && fuzz.body?.type) headers["content-type"] = fuzz.body.type;
  const what = `${op.method} ${url.length > 160 ? `${url.slice(0, 160)}…` : url} as ${caller.name} [${fuzz.label}] body: ${summary(sendsBody ? fuzz.body?.text : undefined)}`;
  let response: Response;
  try {
    response = await api.request(url, { method: op.method, headers, body: sendsBody ? fuzz.body?.text : undefined });
  } catch (error) {
    return `${what}: threw ${String(error)}`;
  }
  const status = response.status;
  const text = await response.text();
  if (status >= 500) return `${what}: answered ${status} ${text.slice(0, 300)}`;
  if (status < 400 || op.nonJsonStatuses.has(String(status))) return null;
  if ((response.headers.get("content-type") ?? "").includes("text/html") && op.nonJsonStatuses.size > 0) return null;
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return `${what}: answered ${status} without JSON: ${text.slice(0, 200)}`;
  }
  const shapeFine =
    body?.statusCode === status &&
    typeof body.message === "string" &&
    body.message.length > 0 &&
    ERROR_CODES.includes(body.code) &&
    (body.issues === undefined ||
      (Array.isArray(body.issues) &&
        body.issues.every((issue: any) => typeof issue?.path === "string" && typeof issue?.message === "string")));
  return shapeFine ? null : `${what}: answered ${status} without the error shape: ${text.slice(0, 300)}`;
}
