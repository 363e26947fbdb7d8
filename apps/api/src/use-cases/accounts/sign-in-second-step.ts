// The sign-in's second step (issue 35): the ticket a correct password earned, with an authenticator code, a passkey's
// answer or a recovery code. The ticket lives 5 minutes and is used once (a conditional UPDATE); each wrong code is counted on it
// and the fifth voids it (sign in again); wrong codes are limited per account too. The session it makes has proved
// its second factor now.
import type { SecondStepRequest, SignInResponse } from "@shop/contracts";
import { countSignInTicketFailure, createSession, findLiveSignInTicket, findLiveUser, useSignInTicket } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashToken, newToken } from "../../security/tokens";
import { TICKET_MAX_FAILURES } from "../second-factor/passkey-proof";
import { proveSecondFactor } from "../second-factor/prove";
import { noteSignInDevice, type SignInClient } from "../sessions/new-device";
import { SESSION_TTL_MS } from "./sign-in";

export async function completeSecondStep(
  deps: Pick<ApiDeps, "database" | "limits" | "brand" | "mailQueued" | "publicOrigins">,
  input: SecondStepRequest,
  client: SignInClient,
): Promise<SignInResponse> {
  const { db } = deps.database;
  const ticket = await findLiveSignInTicket(db, hashToken(input.ticket), TICKET_MAX_FAILURES);
  if (!ticket) throw new AppError("TOKEN_INVALID");
  const user = await findLiveUser(db, ticket.userId);
  if (!user) throw new AppError("TOKEN_INVALID");
  if (user.blockedAt) throw new AppError("ACCOUNT_BLOCKED");
  const session = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  try {
    await db.transaction(async (tx) => {
      await proveSecondFactor(deps, tx, ticket.userId, input);
      if (!(await useSignInTicket(tx, ticket.id, TICKET_MAX_FAILURES))) throw new AppError("TOKEN_INVALID");
      await createSession(tx, {
        userId: ticket.userId,
        tokenHash: session.hash,
        expiresAt,
        secondFactorAt: new Date(),
        ip: client.ip,
        userAgent: client.userAgent,
      });
    });
  } catch (error) {
    if (error instanceof AppError && (error.code === "CODE_INVALID" || error.code === "PASSKEY_INVALID")) {
      await countSignInTicketFailure(db, ticket.id);
    }
    throw error;
  }
  await noteSignInDevice(deps, user, client);
  return { accessToken: session.token, expiresAt: expiresAt.toISOString() };
}
