// The local chain simulator (development and tests): transfers "sent" through POST /api/v1/dev/chain/transfers
// are rows of simulated_transfers, read back the way TronGrid would answer.
import { type DbOrTx, listSimulatedTransfers } from "@shop/db";
import type { ChainAdapter, Transfer } from "../core/payments";

export class SimulatorAdapter implements ChainAdapter {
  constructor(private readonly db: DbOrTx) {}

  async incomingTransfers(address: string, sinceMs: number): Promise<Transfer[]> {
    const rows = await listSimulatedTransfers(this.db, address, new Date(Math.max(0, sinceMs)));
    return rows.map((row) => ({
      txId: row.txId,
      from: row.fromAddress,
      to: row.toAddress,
      amount: Number(row.amount),
      blockTimeMs: row.blockTime.getTime(),
    }));
  }
}
