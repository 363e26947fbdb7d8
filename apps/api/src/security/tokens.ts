// Opaque random tokens (access, verify-email, password-restore): 256 bits, base64url; only their SHA-256
// is stored, so a copy of the database opens no account. Never logged.
import { createHash, randomBytes } from "node:crypto";

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
