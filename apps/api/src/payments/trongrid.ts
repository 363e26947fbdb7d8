// The chain adapter for TRON mainnet through TronGrid's HTTP API: confirmed TRC20 transfers of the shop's
// token to an address, page after page (meta.fingerprint). A failure throws; the watcher retries next tick.
import type { ChainAdapter, Transfer } from "../core/payments";

export interface TronGridOptions {
  /** e.g. https://api.trongrid.io */
  baseUrl: string;
  /** TRON-PRO-API-KEY (TronGrid rate-limits calls without one). */
  apiKey?: string | undefined;
  /** The token contract whose transfers count (USDT). */
  tokenContract: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** At most this many pages of 200 per call (the next tick goes on from the cursor). */
  maxPages?: number;
}

interface TronGridTransfer {
  transaction_id?: unknown;
  from?: unknown;
  to?: unknown;
  value?: unknown;
  block_timestamp?: unknown;
  type?: unknown;
  token_info?: { address?: unknown; decimals?: unknown };
}

interface TronGridPage {
  data?: TronGridTransfer[];
  meta?: { fingerprint?: string };
}

const TOKEN_DECIMALS = 6;

export class TronGridAdapter implements ChainAdapter {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: TronGridOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async incomingTransfers(address: string, sinceMs: number): Promise<Transfer[]> {
    const transfers: Transfer[] = [];
    let fingerprint: string | undefined;
    for (let page = 0; page < (this.options.maxPages ?? 20); page++) {
      const body = await this.page(address, sinceMs, fingerprint);
      for (const item of body.data ?? []) {
        const transfer = this.toTransfer(item, address);
        if (transfer) transfers.push(transfer);
      }
      fingerprint = body.meta?.fingerprint;
      if (!fingerprint || (body.data ?? []).length === 0) break;
    }
    return transfers.sort((a, b) => a.blockTimeMs - b.blockTimeMs);
  }

  private async page(address: string, sinceMs: number, fingerprint: string | undefined): Promise<TronGridPage> {
    const { baseUrl, tokenContract, apiKey } = this.options;
    const url = new URL(`${baseUrl.replace(/\/$/, "")}/v1/accounts/${encodeURIComponent(address)}/transactions/trc20`);
    url.search = new URLSearchParams({
      only_to: "true",
      only_confirmed: "true",
      contract_address: tokenContract,
      min_timestamp: String(Math.max(0, Math.floor(sinceMs))),
      limit: "200",
      order_by: "block_timestamp,asc",
      ...(fingerprint ? { fingerprint } : {}),
    }).toString();
    const headers: Record<string, string> = { Accept: "application/json" };
    if (apiKey) headers["TRON-PRO-API-KEY"] = apiKey;
    const response = await this.fetch(url, { headers, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    if (response.status !== 200) throw new Error(`TronGrid answered ${response.status} for ${url.pathname}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new Error("TronGrid answered with a body that is not JSON", { cause: error });
    }
    if (typeof body !== "object" || body === null || !Array.isArray((body as TronGridPage).data))
      throw new Error("TronGrid answered without a data list");
    return body as TronGridPage;
  }

  /** A transfer of the configured token to the address, or null (another token, a wrong shape). */
  private toTransfer(item: TronGridTransfer, address: string): Transfer | null {
    const { transaction_id: txId, from, to, value, block_timestamp: blockTimeMs, type, token_info: token } = item;
    if (type !== "Transfer" || to !== address || token?.address !== this.options.tokenContract) return null;
    if (token.decimals !== undefined && Number(token.decimals) !== TOKEN_DECIMALS) return null;
    if (typeof txId !== "string" || typeof from !== "string" || typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
    if (typeof blockTimeMs !== "number" || !Number.isSafeInteger(blockTimeMs)) return null;
    return { txId, from, to, amount: Number(value), blockTimeMs };
  }
}
