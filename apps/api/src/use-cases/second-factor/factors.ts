// What the second factor's use-cases share (issue 35): whether an account has a factor that counts, and the calling
// session's proof of one.

/** The calling session, and when it last proved a second factor (null: never). */
export interface SessionProof {
  sessionId: number;
  secondFactorAt: Date | null;
}

/** A confirmed authenticator or a passkey: the sign-in asks for a second step. */
export const hasFactor = (factors: { totp: string; passkeys: number }) => factors.totp === "on" || factors.passkeys > 0;
