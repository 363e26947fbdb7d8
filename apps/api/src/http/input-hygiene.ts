// Input hygiene in one place: a NUL character or an unpaired UTF-16 surrogate in any string the API reads (the
// JSON body, deep, keys and values; a form's fields; a text body such as CSV; a multipart form's fields and its
// CSV or text files; query parameters; the decoded path; the headers it reads) is answered
// 400 VALIDATION_FAILED naming the field, before authentication or any route touches the database
// (PostgreSQL refuses NUL in text, and neither is a character anybody means to send).
import { inputHygieneCatalogue, localized } from "@shop/contracts";
import { hasForbiddenCharacter } from "@shop/domain";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { AppError, type Issue } from "../core/app-error";
import { uploadRouteOf } from "./body-limits";
import type { ApiEnv } from "./context";
import { hasBody } from "./request-body";

/** The request headers the API reads; their values are checked like any other input. */
const READ_HEADERS = ["authorization", "locale", "idempotency-key", "x-cart-id", "x-request-id", "if-none-match"] as const;

/** Whether a string holds a NUL or an unpaired UTF-16 surrogate (in @shop/domain: the catalogue import uses it too). */
export { hasForbiddenCharacter };

/** A name fit to show in an issue's path: NUL and unpaired surrogates become U+FFFD. */
function printable(name: string): string {
  if (!hasForbiddenCharacter(name)) return name;
  let out = "";
  for (let index = 0; index < name.length; index++) {
    const code = name.charCodeAt(index);
    const next = name.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += name.slice(index, index + 2);
      index++;
    } else out += code === 0 || (code >= 0xd800 && code <= 0xdfff) ? "\uFFFD" : name.charAt(index);
  }
  return out;
}

const join = (parent: string, key: string | number) => (parent === "" ? printable(String(key)) : `${parent}.${printable(String(key))}`);

/**
 * The paths of the strings (values and keys) of a parsed JSON value that hold a forbidden character, at most
 * `limit` of them. Iterative: a deeply nested body cannot overflow the stack.
 */
export function forbiddenPathsIn(root: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[root, ""]];
  while (stack.length > 0 && found.length < limit) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === "string") {
      if (hasForbiddenCharacter(value)) found.push(path);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push([value[index], join(path, index)]);
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value).reverse()) {
        const at = join(path, key);
        if (hasForbiddenCharacter(key)) found.push(at);
        else stack.push([inner, at]);
      }
    }
  }
  return found;
}

/** Query parameters (names and every value) holding a forbidden character, by name. */
export function forbiddenQueryNames(query: Record<string, string[]>): string[] {
  return Object.entries(query)
    .filter(([name, values]) => hasForbiddenCharacter(name) || values.some(hasForbiddenCharacter))
    .map(([name]) => printable(name));
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Decoded path segments holding a forbidden character, named by the parameter of the route pattern at their
 * position (`/api/v1/staff/cities/:slug` names `slug`), else "path".
 */
export function forbiddenPathNames(pathname: string, routePatterns: string[]): string[] {
  const segments = pathname.split("/");
  const names = new Set<string>();
  segments.forEach((segment, index) => {
    if (!hasForbiddenCharacter(decodeSegment(segment))) return;
    const param = routePatterns
      .map((pattern) => pattern.split("/"))
      .filter((parts) => parts.length === segments.length)
      .map((parts) => parts[index])
      .find((part) => part?.startsWith(":"));
    names.add(param ? param.slice(1).replace(/\{.*$/, "").replace(/\?$/, "") : "path");
  });
  return [...names];
}

/** Read headers holding a forbidden character, by name. */
export function forbiddenHeaderNames(header: (name: string) => string | undefined): string[] {
  return READ_HEADERS.filter((name) => hasForbiddenCharacter(header(name) ?? ""));
}

const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\b/i;
const TEXT_TYPE = /^text\//i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART_TYPE = /^multipart\/form-data\b/i;
/** A multipart form's file read as text here: a CSV or any text file (images, ZIPs and XLSX are not text). */
const TEXT_FILE = (file: File) => /^text\//i.test(file.type) || /\.(csv|tsv|txt)$/i.test(file.name) || /csv/i.test(file.type);
/** Uploads whose files are checked by their route instead: the catalogue import (its cells, from CSV or XLSX, with their row). */
const CHECKED_BY_ROUTE = new Set(["/api/v1/staff/catalogue/imports"]);

/** A multipart form's fields and text files that hold a forbidden character, by field name. */
async function multipartPaths(c: Context<ApiEnv>): Promise<string[]> {
  const route = uploadRouteOf(c);
  if (route && CHECKED_BY_ROUTE.has(route)) return [];
  let form: FormData;
  try {
    // A copy (the route reads the form itself); its size is bounded by the body limits (body-limits.ts), which ran first.
    form = await c.req.raw.clone().formData();
  } catch {
    return []; // not the multipart it says it is: the route answers it
  }
  const names = new Set<string>();
  for (const [name, value] of form.entries()) {
    if (hasForbiddenCharacter(name)) names.add(printable(name));
    else if (typeof value === "string" ? hasForbiddenCharacter(value) : TEXT_FILE(value) && hasForbiddenCharacter(await value.text()))
      names.add(name);
  }
  return [...names];
}

/** The body's fields (JSON, deep; a form's fields) or the whole text body ("body") that hold a forbidden character. */
async function bodyPaths(c: Context<ApiEnv>): Promise<string[]> {
  if (!hasBody(c)) return [];
  const type = c.req.header("content-type")?.trim() ?? "";
  if (MULTIPART_TYPE.test(type)) return multipartPaths(c);
  const json = JSON_TYPE.test(type);
  if (!json && !TEXT_TYPE.test(type) && !FORM_TYPE.test(type)) return []; // binary: not read here
  // Hono keeps the text it read: the route's validator parses the same text, without reading the body again.
  const text = await c.req.text();
  if (TEXT_TYPE.test(type)) return hasForbiddenCharacter(text) ? ["body"] : [];
  if (!json) {
    const form = new URLSearchParams(text);
    return forbiddenQueryNames(Object.fromEntries([...new Set(form.keys())].map((name) => [name, form.getAll(name)])));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return []; // malformed JSON: the route's validator answers it
  }
  return forbiddenPathsIn(parsed);
}

/** The middleware: registered after the request context (locale) and before authentication. */
export function inputHygiene(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const routePatterns = matchedRoutes(c)
      .filter((route) => route.path.includes(":"))
      .map((route) => route.path);
    const names = [
      ...forbiddenHeaderNames((name) => c.req.header(name)),
      ...forbiddenPathNames(new URL(c.req.url).pathname, routePatterns),
      ...forbiddenQueryNames(c.req.queries()),
      ...(await bodyPaths(c)),
    ];
    if (names.length > 0) {
      const message = localized(inputHygieneCatalogue, (m) => m.forbiddenCharacter)[c.var.locale ?? "en"];
      const issues: Issue[] = names.map((path) => ({ path, message }));
      throw new AppError("VALIDATION_FAILED", { issues });
    }
    await next();
  };
}
