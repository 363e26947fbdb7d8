// A security page's forms answer for one of its two panels (issue 35): two-step sign-in, or the signed-in devices.
import type { SecondFactorActionData } from "./second-factor.server";
import type { SessionsActionData } from "./sessions.server";

export function splitResult(result: SecondFactorActionData | SessionsActionData | undefined): {
  secondFactor?: SecondFactorActionData;
  sessions?: SessionsActionData;
} {
  if (!result) return {};
  return "sessionsResult" in result || "sessionsError" in result ? { sessions: result } : { secondFactor: result };
}
