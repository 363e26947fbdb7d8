import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TronGridAdapter } from "./trongrid";

const SHOP = "TShopAddressForTronGridTest11111111";
const USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const OTHER_TOKEN = "TOtherTokenContractAddress11111111";

const usdt = (txId: string, value: string, blockTimestamp: number, extra: object = {}) => ({
  transaction_id: txId,
  token_info: { symbol: "USDT", address: USDT, decimals: 6, name: "Tether USD" },
  block_timestamp: blockTimestamp,
  from: "TSenderAddress1111111111111111111",
  to: SHOP,
  type: "Transfer",
  value,
  ...extra,
});

/** A stand-in for TronGrid: what it answers per request, and the requests it got. */
let server: Server;
let baseUrl: string;
const requests: Array<{ url: URL; apiKey: string | undefined }> = [];
let answer: (url: URL) => { status: number; body: string } = () => ({ status: 200, body: '{"data":[]}' });

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    requests.push({ url, apiKey: request.headers["tron-pro-api-key"] as string | undefined });
    const { status, body } = answer(url);
    response.writeHead(status, { "Content-Type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the TronGrid adapter", () => {
  it("reads confirmed USDT transfers to the address across pages, with the API key", async () => {
    requests.length = 0;
    answer = (url) => {
      if (!url.searchParams.get("fingerprint"))
        return {
          status: 200,
          body: JSON.stringify({
            data: [
              usdt("tx-a", "25310042", 1_700_000_001_000),
              usdt("tx-other-token", "5000000", 1_700_000_002_000, { token_info: { address: OTHER_TOKEN, decimals: 6 } }),
              usdt("tx-approval", "1", 1_700_000_002_500, { type: "Approval" }),
              usdt("tx-outgoing", "7000000", 1_700_000_003_000, { to: "TSomeoneElse11111111111111111111" }),
            ],
            success: true,
            meta: { at: 1_700_000_100_000, page_size: 4, fingerprint: "page-2" },
          }),
        };
      return { status: 200, body: JSON.stringify({ data: [usdt("tx-b", "100000000", 1_700_000_004_000)], success: true, meta: {} }) };
    };
    const adapter = new TronGridAdapter({ baseUrl, apiKey: "secret-key", tokenContract: USDT });
    const transfers = await adapter.incomingTransfers(SHOP, 1_700_000_000_000);
    expect(transfers).toEqual([
      { txId: "tx-a", from: "TSenderAddress1111111111111111111", to: SHOP, amount: 25_310_042, blockTimeMs: 1_700_000_001_000 },
      { txId: "tx-b", from: "TSenderAddress1111111111111111111", to: SHOP, amount: 100_000_000, blockTimeMs: 1_700_000_004_000 },
    ]);
    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first?.url.pathname).toBe(`/v1/accounts/${SHOP}/transactions/trc20`);
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      only_to: "true",
      only_confirmed: "true",
      contract_address: USDT,
      min_timestamp: "1700000000000",
      limit: "200",
      order_by: "block_timestamp,asc",
    });
    expect(second?.url.searchParams.get("fingerprint")).toBe("page-2");
    expect(requests.map((r) => r.apiKey)).toEqual(["secret-key", "secret-key"]);
  });

  it("sends no API key header when none is configured", async () => {
    requests.length = 0;
    answer = () => ({ status: 200, body: JSON.stringify({ data: [], meta: {} }) });
    expect(await new TronGridAdapter({ baseUrl, tokenContract: USDT }).incomingTransfers(SHOP, 0)).toEqual([]);
    expect(requests[0]?.apiKey).toBeUndefined();
  });

  it("throws on an error status, a body that is not JSON, or one without data", async () => {
    const adapter = new TronGridAdapter({ baseUrl, tokenContract: USDT });
    answer = () => ({ status: 500, body: '{"Error":"internal"}' });
    await expect(adapter.incomingTransfers(SHOP, 0)).rejects.toThrow(/500/);
    answer = () => ({ status: 200, body: "<html>busy</html>" });
    await expect(adapter.incomingTransfers(SHOP, 0)).rejects.toThrow(/not JSON/);
    answer = () => ({ status: 200, body: '{"success":false}' });
    await expect(adapter.incomingTransfers(SHOP, 0)).rejects.toThrow(/data/);
  });

  it("gives up after its timeout", async () => {
    const slow = createServer(() => {});
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      const adapter = new TronGridAdapter({
        baseUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
        tokenContract: USDT,
        timeoutMs: 200,
      });
      await expect(adapter.incomingTransfers(SHOP, 0)).rejects.toThrow();
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
