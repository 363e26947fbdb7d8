// Malformed requests for one operation: a plausible request (from the OpenAPI schemas) with one thing broken.
// fast-check draws them from a seed, so a run is reproducible (FUZZ_SEED).
import fc from "fast-check";
import { type OpenApiDocument, type Operation, propertiesOf, sampleOf } from "./openapi-model";

export interface FuzzCase {
  label: string;
  /** Path parameters, already percent-encoded (or deliberately not). */
  params: Record<string, string>;
  /** The query string, without "?". */
  query: string;
  headers: Record<string, string>;
  /** The raw body and its content type (undefined: no body). */
  body: { text: string; type: string } | undefined;
}

const MEGABYTE = "a".repeat(1024 * 1024);
const deepNesting = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;

/** Values of a wrong type or out of every range, for a field of any type. */
const wrongValue = fc.constantFrom<unknown>(
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  "",
  " ",
  "not-a-number",
  "A\u0000B",
  "\uD800",
  MEGABYTE,
  "../../etc/passwd",
  "😀".repeat(50),
  [],
  [1, "two", null],
  {},
  { nested: { deeper: [{}] } },
);

/** Path segments that are not what the route wants. */
const badSegment = fc.constantFrom(
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "..",
  "%00",
  "a%00b",
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  "9".repeat(400),
  "%F0%9F%98%80",
  "%E2%80%AE",
  "%25",
  "%ZZ",
  "a".repeat(20_000),
  "%20",
  "null",
  "undefined",
);

/** Raw bodies that are not JSON objects at all (bad JSON, other roots). */
const badJson = fc.constantFrom(
  "{",
  "[1,",
  "{'a':1}",
  '{"a":}',
  "null",
  "[]",
  '"text"',
  "12",
  '"\\ud800"',
  '{"a":"\\u0000"}',
  deepNesting,
  "",
);

const overflowText = fc.constantFrom("1e400", "-1e400", "123456789012345678901234567890", "-0", "0x10", "1_000");

/** Percent-encodes; an unpaired surrogate (no UTF-8 for it) is sent as the bytes of its WTF-8 form. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ""))}%ED%A0%80`;
  }
}

function encodeQuery(entries: Array<[string, string]>): string {
  return entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&");
}

/** The request the schemas suggest, before anything is broken. */
function baseCase(doc: OpenApiDocument, op: Operation): FuzzCase {
  const params: Record<string, string> = {};
  const query: Array<[string, string]> = [];
  const headers: Record<string, string> = {};
  for (const parameter of op.parameters) {
    const value = String(sampleOf(doc, parameter.schema));
    if (parameter.in === "path") params[parameter.name] = encode(value);
    else if (parameter.in === "query" && parameter.required) query.push([parameter.name, value]);
    else if (parameter.in === "header" && parameter.name.toLowerCase() === "locale") headers.locale = "pl";
  }
  const body = op.body ? { text: JSON.stringify(sampleOf(doc, op.body)), type: "application/json" } : undefined;
  return { label: "base", params, query: encodeQuery(query), headers, body };
}

type Mutation = (base: FuzzCase) => FuzzCase;

/** The ways to break a request of this operation, each an arbitrary of mutations. */
function mutationsOf(doc: OpenApiDocument, op: Operation): Array<fc.Arbitrary<{ label: string; apply: Mutation }>> {
  const pathNames = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
  const queryNames = op.parameters.filter((p) => p.in === "query").map((p) => p.name);
  const fields = propertiesOf(doc, op.body);
  const bodyObject = (base: FuzzCase): Record<string, unknown> => {
    const parsed = base.body ? JSON.parse(base.body.text) : {};
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  };
  const withJson = (base: FuzzCase, value: unknown): FuzzCase => ({
    ...base,
    body: { text: JSON.stringify(value), type: "application/json" },
  });
  const named = (label: string, apply: Mutation) => ({ label, apply });
  const list: Array<fc.Arbitrary<{ label: string; apply: Mutation }>> = [
    fc.tuple(fc.string({ maxLength: 12 }), wrongValue).map(([key, value]) =>
      named(`extra query ${JSON.stringify(key)}`, (b) => ({
        ...b,
        query: [b.query, encodeQuery([[key || "x", String(value)]])].filter(Boolean).join("&"),
      })),
    ),
    fc
      .constantFrom("xx", "../../etc", "a".repeat(10_000), "\t", "pl, en")
      .map((value) => named(`locale ${value.slice(0, 20)}`, (b) => ({ ...b, headers: { ...b.headers, locale: value } }))),
    fc
      .constantFrom("Bearer", "Bearer x", `Bearer ${"A".repeat(200)}`, "Basic YTpi", `Bearer ${"a".repeat(5000)}`)
      .map((value) => named(`authorization ${value.slice(0, 24)}`, (b) => ({ ...b, headers: { ...b.headers, authorization: value } }))),
    fc.constantFrom("", "x", "a".repeat(300), "../..", "   ").map((value) =>
      named(`idempotency/cart header ${value.slice(0, 12)}`, (b) => ({
        ...b,
        headers: { ...b.headers, "idempotency-key": value, "x-cart-id": value },
      })),
    ),
    badJson.map((text) => named(`bad json ${text.slice(0, 20)}`, (b) => ({ ...b, body: { text, type: "application/json" } }))),
    fc
      .constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "")
      .map((type) => named(`content type ${type}`, (b) => ({ ...b, body: { text: b.body?.text ?? '{"a":1}', type } }))),
    fc
      .tuple(fc.string({ maxLength: 10 }), wrongValue)
      .map(([key, value]) => named(`extra field ${JSON.stringify(key)}`, (b) => withJson(b, { ...bodyObject(b), [key]: value }))),
  ];
  if (pathNames.length > 0)
    list.push(
      fc
        .tuple(fc.constantFrom(...pathNames), badSegment)
        .map(([name, segment]) =>
          named(`path ${name}=${segment.slice(0, 30)}`, (b) => ({ ...b, params: { ...b.params, [name]: segment } })),
        ),
    );
  if (queryNames.length > 0)
    list.push(
      fc.tuple(fc.constantFrom(...queryNames), wrongValue, fc.boolean()).map(([name, value, twice]) =>
        named(`query ${name}=${JSON.stringify(value).slice(0, 30)}${twice ? " twice" : ""}`, (b) => {
          const text = typeof value === "string" ? value : JSON.stringify(value);
          const pairs: Array<[string, string]> = twice
            ? [
                [name, text],
                [name, "2"],
              ]
            : [[name, text]];
          return { ...b, query: [b.query, encodeQuery(pairs)].filter(Boolean).join("&") };
        }),
      ),
      fc
        .tuple(fc.constantFrom(...queryNames), overflowText)
        .map(([name, text]) => named(`query ${name}=${text}`, (b) => ({ ...b, query: encodeQuery([[name, text]]) }))),
    );
  if (fields.length > 0)
    list.push(
      fc.constantFrom(...fields).map((field) =>
        named(`missing ${field}`, (b) => {
          const { [field]: _dropped, ...rest } = bodyObject(b);
          return withJson(b, rest);
        }),
      ),
      fc
        .tuple(fc.constantFrom(...fields), wrongValue)
        .map(([field, value]) =>
          named(`field ${field}=${JSON.stringify(value).slice(0, 30)}`, (b) => withJson(b, { ...bodyObject(b), [field]: value })),
        ),
      fc.tuple(fc.constantFrom(...fields), overflowText).map(([field, text]) =>
        named(`field ${field}=${text} (raw)`, (b) => {
          const marker = "__FUZZ_RAW__";
          const json = JSON.stringify({ ...bodyObject(b), [field]: marker }).replace(`"${marker}"`, text);
          return { ...b, body: { text: json, type: "application/json" } };
        }),
      ),
    );
  return list;
}

/** `count` malformed requests for the operation, drawn from `seed`. */
export function casesFor(doc: OpenApiDocument, op: Operation, seed: number, count: number): FuzzCase[] {
  const base = baseCase(doc, op);
  const mutation = fc.oneof(...mutationsOf(doc, op));
  return fc.sample(mutation, { seed, numRuns: count }).map(({ label, apply }) => ({ ...apply(base), label }));
}
