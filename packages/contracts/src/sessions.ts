// Signed-in sessions (issue 35, docs/accounts.md "Sessions"): the caller's live sessions, each with the device read from
// its User-Agent, the address it signed in from, and whether it is the caller's own.
import { z } from "zod";

export const SessionView = z
  .object({
    id: z.number().int().describe("The session's id (for DELETE /api/v1/cabinet/sessions/{id})"),
    device: z
      .object({
        browser: z.string().nullable().describe('"Firefox 120"; null when the User-Agent does not say'),
        os: z.string().nullable().describe('"Windows 10", "Android 14"; null when the User-Agent does not say'),
        type: z.enum(["desktop", "mobile", "tablet", "other"]),
      })
      .nullable()
      .describe("Read from the User-Agent it signed in with; null when it sent none"),
    ip: z.string().nullable().describe("The address it signed in from"),
    createdAt: z.string().describe("Signed in at (ISO 8601)"),
    lastSeenAt: z.string().describe("Last used at (ISO 8601, to the minute)"),
    current: z.boolean().describe("The caller's own session"),
  })
  .meta({ id: "SessionView" });
export type SessionView = z.infer<typeof SessionView>;

export const SessionList = z.object({ sessions: z.array(SessionView) }).meta({ id: "SessionList" });
export type SessionList = z.infer<typeof SessionList>;

export const SignedOutCount = z.object({ signedOut: z.number().int().describe("How many sessions ended") }).meta({ id: "SignedOutCount" });
export type SignedOutCount = z.infer<typeof SignedOutCount>;

export const SessionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }),
});
