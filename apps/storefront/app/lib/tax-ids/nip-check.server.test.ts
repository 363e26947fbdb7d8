import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/client";
import { nipCheckReply } from "./nip-check.server";
import { businessPrefill } from "./prefill";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function apiAnswering(answer: (url: URL) => Response) {
  const asked: string[] = [];
  const api = createApiClient({
    base: "http://api.test",
    locale: "pl",
    token: () => "secret-token",
    fetch: async (request) => {
      asked.push(new URL(request.url).pathname);
      return answer(new URL(request.url));
    },
  });
  return { api, asked };
}

const posted = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const ACTIVE = {
  registry: "whitelist",
  taxId: "5252000002",
  status: "active",
  name: "HURTOWNIA DYMEK SP. Z O.O.",
  address: "UL. GROCHOWSKA 120, 04-357 WARSZAWA",
  detail: "Czynny",
  requestId: "k3f9a-8c2d1e0",
  day: "2026-11-28",
};

describe("Check NIP posted with a form", () => {
  it("comes back with what was typed and the active company's name and address filled in", async () => {
    const { api, asked } = apiAnswering(() => json(ACTIVE));
    const form = posted({ intent: "check-nip", ssn: "525-200-00-02", companyName: "", companyAddress: "old", postalIndex: "" });
    const reply = await nipCheckReply(api, form, { field: "ssn", prefill: businessPrefill });
    expect(asked).toEqual(["/api/v1/tax-ids/nip/5252000002"]);
    expect(reply).toEqual({
      intent: "check-nip",
      result: {
        initialValue: {
          ssn: "525-200-00-02",
          companyName: "HURTOWNIA DYMEK SP. Z O.O.",
          companyAddress: "UL. GROCHOWSKA 120, WARSZAWA",
          postalIndex: "04-357",
        },
        error: {},
        fields: ["ssn"],
      },
      nipCheck: ACTIVE,
    });
  });

  it("refuses a wrong check digit at the field without asking, and fills nothing for an exempt company", async () => {
    const { api, asked } = apiAnswering(() => json({ ...ACTIVE, status: "inactive", detail: "Zwolniony" }));
    const typo = await nipCheckReply(api, posted({ ssn: "5252000003", companyName: "Mine" }), { field: "ssn", prefill: businessPrefill });
    expect(typo.result.error).toEqual({ ssn: ["invalidNip"] });
    expect(asked).toEqual([]);
    const exempt = await nipCheckReply(api, posted({ ssn: "8992000006", companyName: "Mine" }), { field: "ssn", prefill: businessPrefill });
    expect(exempt.result.initialValue).toEqual({ ssn: "8992000006", companyName: "Mine" });
    expect(exempt.nipCheck?.status).toBe("inactive");
  });

  it("says the API's refusal (too many checks) at the field", async () => {
    const { api } = apiAnswering(() => json({ statusCode: 429, code: "TOO_MANY_REQUESTS", message: "Zbyt wiele żądań." }, 429));
    const reply = await nipCheckReply(api, posted({ ssn: "5252000002" }), { field: "ssn", prefill: businessPrefill });
    expect(reply.result.error).toEqual({ ssn: ["Zbyt wiele żądań."] });
    expect(reply.nipCheck).toBeNull();
  });
});
