// TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps) with otpauth (docs/adr/0027-second-factor.md), and the
// recovery codes. A code is accepted for the step before and after the current one too (clocks drift); which step
// it matched is returned, so that the caller can refuse a step used before (replay).
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps either side of now a code may come from. */
const WINDOW = 1;

function totpOf(secretBase32: string, label = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, account: string, issuer: string): string {
  return totpOf(secretBase32, account, issuer).toString();
}

/** The step a code matches (now ± one step), or null. Anything but six digits is refused without computing. */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Recovery code letters: no 0/O, 1/I/L, so that a code copied by hand is read back right. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const RECOVERY_CODE_COUNT = 10;

/** Ten new recovery codes, "XXXXX-XXXXX" (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The SHA-256 of a recovery code as typed: case, spaces and dashes do not matter. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toUpperCase().replace(/[\s-]+/g, "");
  return createHash("sha256").update(normal, "utf8").digest("hex");
}
