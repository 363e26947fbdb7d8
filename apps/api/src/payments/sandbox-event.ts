// The sandbox provider's sessions and callback events (the built-in "bank" of development and tests).
import { randomBytes } from "node:crypto";
import { z } from "zod";

export const SANDBOX_PROVIDER = "sandbox";

/** A session id: 16 random bytes, base64url (22 characters). */
export const newSessionId = () => randomBytes(16).toString("base64url");
export const isSessionId = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value);

export const sandboxPageUrl = (publicOrigin: string, session: string) => `${publicOrigin}/api/v1/payments/sandbox/${session}`;
export const sandboxCallbackUrl = (publicOrigin: string) => `${publicOrigin}/api/v1/payments/sandbox/callback`;

export const SandboxEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(["payment.succeeded", "payment.failed"]),
  session: z.string().min(1).max(100),
  /** Grosze. */
  amount: z.number().int().nonnegative(),
  createdAt: z.string().max(40),
});
export type SandboxEvent = z.infer<typeof SandboxEvent>;

export function newSandboxEvent(session: string, amount: number, paid: boolean): SandboxEvent {
  return {
    id: `evt_${randomBytes(12).toString("base64url")}`,
    type: paid ? "payment.succeeded" : "payment.failed",
    session,
    amount,
    createdAt: new Date().toISOString(),
  };
}
