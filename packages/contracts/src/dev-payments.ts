// The development chain simulator's request (demo mode only): "send" USDT to the shop's address.
import { z } from "zod";

export const SimulatedTransferRequest = z
  .object({
    amount: z.number().int().positive().describe("Micro-USDT"),
    to: z.string().optional().describe("Default: the shop's address"),
    from: z.string().optional(),
  })
  .meta({ id: "SimulatedTransferRequest" });
