// Passwords (decisions.md): 8 to 128 characters, no composition rules, not one of the common ones;
// hashed with argon2id (m = 19 MiB, t = 2, p = 1).
import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords";

// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password or a malformed hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** One of the shipped list of common passwords (compared case-insensitively). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
