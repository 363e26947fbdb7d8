import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeNow, listenOnLoopback } from "../../core/loopback-server";
import { TaxRegistryStandIn } from "./stand-in";
import { ViesClient } from "./vies-client";
import { WhiteListClient } from "./whitelist-client";

const standIn = new TaxRegistryStandIn();
let whiteList: WhiteListClient;
let vies: ViesClient;
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const baseUrl = await standIn.start();
  whiteList = new WhiteListClient({ baseUrl });
  vies = new ViesClient({ baseUrl });
});
afterAll(() => standIn.stop());

describe("the White List client against the stand-in", () => {
  it("reads an active VAT payer's name, address and the request id as proof, asking with the day", async () => {
    const answer = await whiteList.searchNip("5252000002", yesterday());
    expect(answer).toMatchObject({
      status: "active",
      name: "HURTOWNIA DYMEK SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ",
      address: "UL. GROCHOWSKA 120, 04-357 WARSZAWA",
      detail: "Czynny",
    });
    expect(answer.requestId).toMatch(/^[0-9a-f]{5}-[0-9a-f]{7}$/);
    expect(standIn.requests.at(-1)).toBe(`GET /api/search/nip/5252000002?date=${yesterday()}`);
  });

  it("calls an exempt or no longer registered taxpayer inactive, and a NIP the register lacks not found", async () => {
    expect(await whiteList.searchNip("8992000006", yesterday())).toMatchObject({ status: "inactive", detail: "Zwolniony" });
    expect(await whiteList.searchNip("7740000006", yesterday())).toMatchObject({ status: "inactive", detail: "Niezarejestrowany" });
    const missing = await whiteList.searchNip("1234563218", yesterday());
    expect(missing).toMatchObject({ status: "not-found", name: null, address: null });
    expect(missing.requestId).not.toBeNull();
  });

  it("takes the register's refusal of the number as not found, and its refusal of the day as unknown", async () => {
    expect(await whiteList.searchNip("5252000003", yesterday())).toMatchObject({ status: "not-found", detail: "WL-115" });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await whiteList.searchNip("5252000002", tomorrow)).toMatchObject({
      status: "unknown",
      detail: "White List answered 400 WL-103",
    });
  });

  it("answers unknown, never invalid, while the register is down or unreachable", async () => {
    standIn.down = true;
    try {
      expect(await whiteList.searchNip("5252000002", today())).toMatchObject({ status: "unknown", requestId: null });
    } finally {
      standIn.down = false;
    }
    const silent = createServer(() => {});
    const url = await listenOnLoopback(silent);
    try {
      const slow = new WhiteListClient({ baseUrl: url, timeoutMs: 50 });
      expect(await slow.searchNip("5252000002", today())).toMatchObject({ status: "unknown", detail: "White List timed out" });
    } finally {
      await closeNow(silent);
    }
    const gone = new WhiteListClient({ baseUrl: "http://127.0.0.1:9" });
    expect(await gone.searchNip("5252000002", today())).toMatchObject({ status: "unknown", detail: "White List could not be reached" });
  });
});

describe("the VIES client against the stand-in", () => {
  it("reads a valid number's trader, and VIES's '---' as no name", async () => {
    expect(await vies.check("DE", "811234567")).toMatchObject({ status: "active", name: "Rauchwaren Handel GmbH", detail: "VALID" });
    expect(await vies.check("CZ", "27082440")).toMatchObject({ status: "active", name: null, address: null });
    expect(standIn.requests.at(-1)).toBe("POST /check-vat-number CZ27082440");
  });

  it("tells an invalid number (not found) from a member state that is unavailable (unknown)", async () => {
    expect(await vies.check("DE", "999999999")).toMatchObject({ status: "not-found", detail: "INVALID" });
    standIn.unavailable.add("IT");
    try {
      expect(await vies.check("IT", "00743110157")).toMatchObject({ status: "unknown", detail: "MS_UNAVAILABLE" });
    } finally {
      standIn.unavailable.clear();
    }
    expect(await vies.check("DE", "1")).toMatchObject({ status: "not-found", detail: "INVALID_INPUT" });
  });

  it("answers unknown while VIES is down, and on its error wrappers", async () => {
    standIn.down = true;
    try {
      expect(await vies.check("DE", "811234567")).toMatchObject({ status: "unknown", detail: "VIES answered 503 without JSON" });
    } finally {
      standIn.down = false;
    }
    const busy = new ViesClient({
      baseUrl: "http://vies.invalid/rest-api/check-vat-test-service",
      fetch: async (input) => {
        expect(String(input)).toBe("http://vies.invalid/rest-api/check-vat-test-service");
        return Response.json(
          { actionSucceed: false, errorWrappers: [{ error: "GLOBAL_MAX_CONCURRENT_REQ", message: "busy" }] },
          { status: 500 },
        );
      },
    });
    expect(await busy.check("DE", "811234567")).toMatchObject({ status: "unknown", detail: "GLOBAL_MAX_CONCURRENT_REQ" });
  });
});
