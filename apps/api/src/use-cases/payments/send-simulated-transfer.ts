// The local chain simulator's "send" (POST /api/v1/dev/chain/transfers): a confirmed USDT transfer, now, to
// the shop's address unless another is given. Only while the simulator is the chain; otherwise 404.
import { randomBytes } from "node:crypto";
import type { SimulatedTransferRequest } from "@shop/contracts";
import { insertSimulatedTransfer } from "@shop/db";
import type { z } from "zod";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";

/** The sender of simulated transfers that name none. */
const DEMO_SENDER_ADDRESS = "TDemoCustomerWa11etAddress1111111";

export async function sendSimulatedTransfer(
  deps: Pick<ApiDeps, "database" | "paymentOptions">,
  request: z.infer<typeof SimulatedTransferRequest>,
): Promise<{ txId: string }> {
  const options = deps.paymentOptions;
  if ((options.chain ?? "simulator") !== "simulator") throw new AppError("NOT_FOUND");
  const txId = randomBytes(32).toString("hex");
  await insertSimulatedTransfer(deps.database.db, {
    txId,
    fromAddress: request.from ?? DEMO_SENDER_ADDRESS,
    toAddress: request.to ?? options.crypto.address,
    amount: request.amount,
    blockTime: new Date(),
  });
  options.transferSent?.();
  return { txId };
}
