// Input limits (issue 35; docs/security.md "Input limits"): every request body is capped before anything reads it
// (413 in the API's error shape, the limit named in the caller's language), the routes that take a file keep their
// own larger limits, and the NUL/surrogate checks reach a multipart form's fields and CSV files and the catalogue
// import's cells.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS, UPLOAD_ROUTES } from "../src/http/body-limits";
import { type Api, demoSession, jsonOf } from "./cabinet-fixture";
import { catalogueCalls, csvOf } from "./catalogue-io-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let admin: { id: number; token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  admin = await demoSession(database, "admin");
});
afterAll(() => database?.close());

const post = (path: string, body: string | FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  api.request(path, { method: "POST", headers, body, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);
const counts = async () =>
  (
    await database.pool.query(
      "select (select count(*) from stock_adjustments)::int as adjustments, (select count(*) from audit_log)::int as audit, (select count(*) from users)::int as users",
    )
  ).rows[0];

describe("the cap on request bodies", () => {
  it("answers a JSON body over 1 MB and a form over 256 KB 413 in the API's shape, naming the limit in the caller's language", async () => {
    const json = await post("/api/v1/auth/sign-up", JSON.stringify({ email: "a@b.test", password: "x".repeat(BODY_LIMITS.json) }), {
      "content-type": "application/json",
      locale: "pl",
    });
    expect(json.status).toBe(413);
    expect(await jsonOf(json)).toEqual({
      statusCode: 413,
      code: "PAYLOAD_TOO_LARGE",
      message: "Żądanie jest zbyt duże: może mieć najwyżej 1 MB.",
    });
    const form = await post("/api/v1/auth/sign-in", `email=${"a".repeat(BODY_LIMITS.form)}`, {
      "content-type": "application/x-www-form-urlencoded",
      locale: "uk",
    });
    expect(form.status).toBe(413);
    expect((await jsonOf(form)).message).toBe("Запит завеликий: він може мати щонайбільше 256 KB.");
  });

  it("counts a body without Content-Length (chunked) as it arrives", async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await post("/api/v1/auth/sign-in", stream, { "content-type": "application/json" });
    expect(response.status).toBe(413);
    expect((await jsonOf(response)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("lets a body within the limit through to its route", async () => {
    const within = await post("/api/v1/auth/sign-in", JSON.stringify({ email: "nobody@limits.test", password: "x".repeat(100_000) }), {
      "content-type": "application/json",
    });
    expect(within.status).not.toBe(413);
  });

  it("leaves the uploads to their own, larger limits", async () => {
    // A 2 MB CSV is over the JSON cap but within the offers import's 5 MB: the route reads it (and finds it wrong).
    const csv = `product_slug,price\n${"no-such-product,10\n".repeat(110_000)}`;
    expect(csv.length).toBeGreaterThan(BODY_LIMITS.json);
    const response = await post("/api/v1/staff/offers/import?city=warszawa&dryRun=1", csv, {
      authorization: `Bearer ${admin.token}`,
      "content-type": "text/csv",
    });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
    const over = await post("/api/v1/staff/offers/import?city=warszawa", "x".repeat(5_200_000), {
      authorization: `Bearer ${admin.token}`,
      "content-type": "text/csv",
    });
    expect(over.status).toBe(413);
  });

  it("knows every operation of the OpenAPI document that takes a file, and only those", async () => {
    const document = (await jsonOf(await api.request("/api/v1/openapi.json"))) as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    };
    // A file: a text body, or a multipart form with a binary field (a form of plain fields, as the one-click
    // unsubscription's, is no upload and keeps the default cap).
    const hasBinary = (schema: unknown) => JSON.stringify(schema ?? {}).includes('"format":"binary"');
    const taking: string[] = [];
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const content = Object.entries(operation.requestBody?.content ?? {});
        if (content.some(([type, body]) => (type.startsWith("multipart/") && hasBinary(body.schema)) || type.startsWith("text/")))
          taking.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`);
      }
    expect(taking.sort()).toEqual([...UPLOAD_ROUTES.keys()].map((path) => `POST ${path}`).sort());
  });
});

describe("NUL and unpaired surrogates in multipart forms and CSV files", () => {
  const multipart = (path: string, fields: Record<string, string | Blob>, locale = "en") => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value, ...(value instanceof Blob ? ["upload.csv"] : []));
    return post(path, form, { authorization: `Bearer ${admin.token}`, locale });
  };
  const issuesOf = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.code).toBe("VALIDATION_FAILED");
    return body.issues as Array<{ path: string; message: string }>;
  };

  it("refuses them in a form's field and in its CSV file, naming the field, storing nothing", async () => {
    const before = await counts();
    const csv = (text: string) => new Blob([text], { type: "text/csv" });
    const field = await multipart("/api/v1/staff/stock/receipts/import", {
      store: "1",
      supplierName: "Hurt\u0000ownia",
      file: csv("sku,quantity\nSP-1,1\n"),
    });
    expect((await issuesOf(field)).map((issue) => issue.path)).toEqual(["supplierName"]);
    const file = await multipart("/api/v1/staff/stock/receipts/import", { store: "1", file: csv("sku,quantity\nSP\u0000-1,1\n") }, "pl");
    const issues = await issuesOf(file);
    expect(issues).toEqual([{ path: "file", message: expect.stringMatching(/niedozwolony znak/) }]);
    const sale = await multipart("/api/v1/staff/stock/sales/import", { store: "1", file: csv("sku,quantity\nSP-1,1\u0000\n") });
    expect((await issuesOf(sale)).map((issue) => issue.path)).toEqual(["file"]);
    const offers = await multipart("/api/v1/staff/offers/import?city=warszawa", { file: csv("product_slug,price\nx\u0000,10\n") });
    expect((await issuesOf(offers)).map((issue) => issue.path)).toEqual(["file"]);
    expect(await counts()).toEqual(before);
  });

  it("refuses them in a catalogue file's cell, naming its row and column", async () => {
    const calls = catalogueCalls(api);
    const file = csvOf([
      ["sku", "name_en"],
      ["NUL-1", "Fine"],
      ["NUL-2", "Bad\u0000name"],
    ]);
    const issues = await issuesOf(await calls.check(admin.token, { name: "nul.csv", bytes: file }, undefined, "ru"));
    expect(issues).toEqual([
      { path: "rows.3.name_en", message: expect.stringMatching(/^Строка 3, name_en: содержит символ, который нельзя сохранить/) },
    ]);
  });
});
