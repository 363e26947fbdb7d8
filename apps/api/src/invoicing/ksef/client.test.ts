// The KSeF 2.0 client and gateway against the local stand-in, which really decrypts and checks what they send: sign-in
// with the KSeF token, an interactive session, an invoice's KSeF number and UPO, keys that change, tokens that expire,
// KSeF's limits (429 Retry-After), duplicates (440), rejections in KSeF's words, and KSeF away.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fa3Invoice, SELLER_NIP } from "../../../test/ksef-fixture";
import type { KsefOutcome } from "../../core/ksef";
import { validateUpo } from "../fa3/xsd";
import { KsefClient, type KsefClientOptions } from "./client";
import { ksefGateway } from "./gateway";
import { isKsefNumber } from "./ksef-number";
import { KsefStandIn } from "./stand-in";

const TOKEN = "20251010-EC-1A2B3C4D5E-6F7A8B9C0D-12|nip-9512345675|0123456789abcdef";
const standIn = new KsefStandIn({ nip: SELLER_NIP, token: TOKEN });
/** The waits the client asked for, in milliseconds (nothing really waits longer than a tick). */
let waits: number[] = [];
const sleep = async (ms: number) => {
  waits.push(ms);
  await new Promise((resolve) => setImmediate(resolve));
};
const clientWith = (options: Partial<KsefClientOptions> = {}) =>
  new KsefClient({ baseUrl: standIn.apiUrl, token: TOKEN, nip: SELLER_NIP, sleep, statusPollMs: 10, ...options });
const gatewayOf = (client: KsefClient, statusPolls = 20) => ksefGateway(client, { sleep, statusPollMs: 10, statusPolls });
let numbers = 0;
const nextNumber = () => `FV/2026/11/${String(++numbers).padStart(5, "0")}`;
/** Sends the invoices in one pass; the places `onSent` was told, by id. */
async function pass(client: KsefClient, xmls: string[]) {
  const sent = new Map<number, string>();
  const outcomes = await gatewayOf(client).sendInvoices(
    xmls.map((xml, index) => ({ id: index + 1, xml })),
    async (id, place) => void sent.set(id, place.reference),
  );
  return { outcomes: outcomes.sort((a, b) => a.id - b.id), sent };
}
const count = (request: string) => standIn.requests.filter((line) => line === request).length;

beforeAll(() => standIn.start());
afterAll(() => standIn.stop());
beforeEach(() => {
  waits = [];
  standIn.down(null);
  standIn.limit(0, 0);
});

// Each test validates invoices and UPOs against the official schemas (libxml2 in WebAssembly): seconds on a busy machine.
describe("the KSeF client against the stand-in", { timeout: 30_000 }, () => {
  it("signs in with the KSeF token, sends an invoice, and gets its KSeF number and a UPO the official schema accepts", async () => {
    const xml = fa3Invoice({ number: nextNumber() });
    const { outcomes, sent } = await pass(clientWith(), [xml]);
    const [outcome] = outcomes;
    expect(outcome).toMatchObject({ id: 1, kind: "accepted", duplicate: false });
    if (outcome?.kind !== "accepted") throw new Error("not accepted");
    expect(isKsefNumber(outcome.ksefNumber)).toBe(true);
    expect(outcome.ksefNumber.startsWith(`${SELLER_NIP}-`)).toBe(true);
    expect(sent.get(1)).toBe(outcome.reference);
    expect(await validateUpo(outcome.upoXml)).toEqual({ valid: true, errors: [] });
    expect(outcome.upoXml).toContain(`<NumerKSeFDokumentu>${outcome.ksefNumber}</NumerKSeFDokumentu>`);
    const record = standIn.accepted.find((one) => one.ksefNumber === outcome.ksefNumber);
    expect(record).toMatchObject({
      number: `FV/2026/11/${String(numbers).padStart(5, "0")}`,
      sellerNip: SELLER_NIP,
      session: outcome.session,
    });
    expect(record?.invoiceHash).toBe(createHash("sha256").update(xml).digest("base64"));
    // The authentication was asked about until it was done, and the invoice until KSeF decided.
    expect(count(`GET /v2/auth/${standIn.requests.find((r) => r.startsWith("GET /v2/auth/"))?.slice(13)}`)).toBe(2);
    expect(count(`POST /v2/sessions/online/${outcome.session}/close`)).toBe(1);
  });

  it("is refused sign-in with a wrong token, in KSeF's words, and sends nothing", async () => {
    const before = standIn.accepted.length;
    const { outcomes } = await pass(clientWith({ token: "not-the-shops-token" }), [fa3Invoice({ number: nextNumber() })]);
    expect(outcomes).toEqual([
      { id: 1, kind: "failed", resend: true, message: expect.stringMatching(/450 .*błędnego tokenu: Nieprawidłowy token/) },
    ]);
    expect(standIn.accepted.length).toBe(before);
  });

  it("fetches KSeF's public keys again when KSeF says the key changed (21470), for the session and for signing in", async () => {
    const client = clientWith();
    await client.signIn();
    const fetched = count("GET /v2/security/public-key-certificates");
    standIn.rotateKeys();
    expect((await pass(client, [fa3Invoice({ number: nextNumber() })])).outcomes[0]?.kind).toBe("accepted");
    expect(count("GET /v2/security/public-key-certificates")).toBe(fetched + 1);

    standIn.rotateKeys();
    standIn.expireTokens({ refresh: true });
    expect((await pass(client, [fa3Invoice({ number: nextNumber() })])).outcomes[0]?.kind).toBe("accepted");
    expect(count("GET /v2/security/public-key-certificates")).toBe(fetched + 2);
  });

  it("fetches KSeF's public keys again once the certificate it holds has expired, before using it", async () => {
    let clock = Date.now();
    const now = () => new Date(clock);
    const aging = new KsefStandIn({ nip: SELLER_NIP, token: TOKEN, now });
    const url = await aging.start();
    try {
      const client = clientWith({ baseUrl: url, now });
      await client.signIn();
      clock += 3 * 365 * 24 * 3600_000;
      aging.rotateKeys();
      await client.signIn();
      expect(aging.requests.filter((r) => r === "GET /v2/security/public-key-certificates")).toHaveLength(2);
      // The new key was used at once: no sign-in was refused for an old one.
      expect(aging.requests.filter((r) => r === "POST /v2/auth/ksef-token")).toHaveLength(2);
    } finally {
      await aging.stop();
    }
  });

  it("refreshes the access token when KSeF stops taking it, without signing in again", async () => {
    const client = clientWith();
    await client.signIn();
    const challenges = count("POST /v2/auth/challenge");
    standIn.expireTokens();
    expect((await pass(client, [fa3Invoice({ number: nextNumber() })])).outcomes[0]?.kind).toBe("accepted");
    expect(count("POST /v2/auth/token/refresh")).toBeGreaterThanOrEqual(1);
    expect(count("POST /v2/auth/challenge")).toBe(challenges);
  });

  it("waits out a short 429 for its Retry-After and carries on", async () => {
    const client = clientWith();
    await client.signIn();
    standIn.limit(2, 3);
    const { outcomes } = await pass(client, [fa3Invoice({ number: nextNumber() })]);
    expect(outcomes[0]?.kind).toBe("accepted");
    expect(waits.filter((ms) => ms === 3000)).toHaveLength(2);
  });

  it("hands back a long 429 with its wait, and the invoice is not sent", async () => {
    const client = clientWith();
    await client.signIn();
    const before = standIn.accepted.length;
    standIn.limit(1, 600);
    const { outcomes, sent } = await pass(client, [fa3Invoice({ number: nextNumber() }), fa3Invoice({ number: nextNumber() })]);
    expect(outcomes).toEqual(
      [1, 2].map((id) => ({ id, kind: "failed", resend: true, retryAfterMs: 600_000, message: expect.stringMatching(/limit/) })),
    );
    expect(sent.size).toBe(0);
    expect(waits).not.toContain(600_000);
    expect(standIn.accepted.length).toBe(before);
  });

  it("takes a duplicate (440) as already sent, with the original's KSeF number and UPO", async () => {
    const number = nextNumber();
    const first = (await pass(clientWith(), [fa3Invoice({ number })])).outcomes[0];
    const again = (await pass(clientWith(), [fa3Invoice({ number, net: 20_000 })])).outcomes[0];
    if (first?.kind !== "accepted" || again?.kind !== "accepted") throw new Error(`not accepted: ${JSON.stringify(again)}`);
    expect(again).toMatchObject({ duplicate: true, ksefNumber: first.ksefNumber });
    expect(again.reference).not.toBe(first.reference);
    expect(again.upoXml).toBe(first.upoXml);
    expect(standIn.accepted.filter((one) => one.number === number)).toHaveLength(1);
  });

  it("keeps KSeF's code and words when it rejects an invoice", async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    const { outcomes } = await pass(clientWith(), [
      fa3Invoice({ number: nextNumber(), invalid: true }),
      fa3Invoice({ number: nextNumber(), sellerNip: "5252000002" }),
      fa3Invoice({ number: nextNumber(), issueDate: tomorrow }),
      fa3Invoice({ number: nextNumber() }),
    ]);
    const rejected = outcomes.filter((outcome): outcome is Extract<KsefOutcome, { kind: "rejected" }> => outcome.kind === "rejected");
    expect(rejected.map((outcome) => [outcome.id, outcome.code])).toEqual([
      [1, 430],
      [2, 410],
      [3, 450],
    ]);
    expect(rejected[0]?.message).toMatch(/^430 Błąd weryfikacji pliku faktury: .*P_12.*'24'/);
    expect(rejected[1]?.message).toMatch(/Nieprawidłowy zakres uprawnień/);
    expect(rejected[2]?.message).toMatch(/P_1\) nie może być późniejsza/);
    expect(outcomes[3]?.kind).toBe("accepted");
  });

  it("leaves an undecided invoice pending, and a later check finds its number without sending it again", async () => {
    const client = clientWith();
    const sends = () => standIn.requests.filter((r) => /^POST \/v2\/sessions\/online\/.+\/invoices$/.test(r)).length;
    const before = sends();
    const [pending] = await ksefGateway(client, { sleep, statusPolls: 1 }).sendInvoices(
      [{ id: 7, xml: fa3Invoice({ number: nextNumber() }) }],
      async () => {},
    );
    if (pending?.kind !== "pending") throw new Error(`not pending: ${JSON.stringify(pending)}`);
    const [checked] = await gatewayOf(clientWith()).checkInvoices([{ id: 7, session: pending.session, reference: pending.reference }]);
    expect(checked).toMatchObject({ id: 7, kind: "accepted", session: pending.session, reference: pending.reference });
    expect(sends()).toBe(before + 1);
  });

  it("fails the attempt when KSeF is away (connections reset, or 503), to send again later", async () => {
    for (const mode of ["reset", "503"] as const) {
      standIn.down(mode);
      const { outcomes } = await pass(clientWith(), [fa3Invoice({ number: nextNumber() })]);
      expect(outcomes).toEqual([
        {
          id: 1,
          kind: "failed",
          resend: true,
          message: mode === "reset" ? expect.stringMatching(/could not be reached/) : expect.stringMatching(/503/),
        },
      ]);
    }
  });
});
