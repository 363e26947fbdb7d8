// Fuzzing from the OpenAPI document: for every operation, malformed requests (wrong types, missing and extra
// fields, 1 MB strings, NUL, overflowing numbers, bad JSON, wrong content types, path traversal) as an
// anonymous caller, a customer and an admin. None may answer 5xx, and every error must have the API's shape.
// Reproducible: FUZZ_SEED picks the draw (default below), FUZZ_CASES how many per operation and caller. When the
// suite runs on both engines (DATABASE_URL set), each engine takes half the cases with a draw of its own: the
// two runs together send as many different requests as one full run, in half the time.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomyLimits } from "./auth-helpers";
import { type Api, createUser, demoSession, signIn } from "./cabinet-fixture";
import { casesFor } from "./fuzz/cases";
import { type OpenApiDocument, type Operation, operationsOf } from "./fuzz/openapi-model";
import { type Caller, problemOf } from "./fuzz/send";
import { apiOn } from "./helpers";

const BOTH_ENGINES = !!process.env.DATABASE_URL;
const SEED = Number(process.env.FUZZ_SEED ?? 20261125) + (BOTH_ENGINES && process.env.TEST_DB_ENGINE === "postgres" ? 1 : 0);
const CASES = Number(process.env.FUZZ_CASES ?? (BOTH_ENGINES ? 15 : 30));

let database: TestDatabase;
let api: Api;
let doc: OpenApiDocument;
let customerId: number;
let adminId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  doc = (await (await api.request("/api/v1/openapi.json")).json()) as OpenApiDocument;
  customerId = (await createUser(database, "fuzz-customer")).id;
  adminId = (await demoSession(database, "admin")).id;
});
afterAll(() => database?.close());

/** A stable number per operation, so each one's draw does not depend on the others. */
const seedOf = (op: Operation) => [...`${op.method} ${op.path}`].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

describe(`fuzzing every operation of the OpenAPI document (seed ${SEED}, ${CASES} cases per operation and caller)`, () => {
  it("never answers 5xx, and answers every error in the API's shape", { timeout: 240_000 }, async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const cases = casesFor(doc, op, seedOf(op), CASES);
      expect(cases.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(CASES);
      // Fresh sessions per operation: sign-out, a password change or account deletion may end the last ones.
      const callers: Caller[] = [
        { name: "anonymous", token: null },
        { name: "customer", token: await signIn(database, customerId) },
        { name: "admin", token: await signIn(database, adminId) },
      ];
      for (const fuzz of cases)
        for (const caller of callers) {
          const problem = await problemOf(api, op, fuzz, caller);
          sent++;
          if (problem) problems.push(problem);
        }
    }
    expect(sent).toBeGreaterThanOrEqual(operations.length * CASES * 3);
    expect(problems, `${problems.length} problems (seed ${SEED}):\n${problems.slice(0, 40).join("\n")}`).toEqual([]);
  });
});
