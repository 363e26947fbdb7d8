// The demo admin's TOTP secret (issue 35; printed in README, for the demo shop only) and an RFC 6238 code of a secret,
// computed with node:crypto alone, for the tests, e2e and bench that sign in as the demo admin (the API checks codes
// with otpauth: this second implementation also checks that the two agree).
import { createHmac } from "node:crypto";

/** Base32; the demo admin (admin@smokepoint.test) is seeded with it, confirmed. Never use it outside the demo. */
export const DEMO_ADMIN_TOTP_SECRET = "SMOKEPOINTDEMOADMINTOTPSECRET234";
/** The demo city manager's (manager.krakow@smokepoint.test), likewise. */
export const DEMO_MANAGER_TOTP_SECRET = "SMOKEPOINTDEMOMANAGERTOTPSECRET5";

/** The demo staff's TOTP secrets by e-mail. */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  "admin@smokepoint.test": DEMO_ADMIN_TOTP_SECRET,
  "manager.krakow@smokepoint.test": DEMO_MANAGER_TOTP_SECRET,
};

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(secret: string): Buffer {
  const bits = [...secret.toUpperCase().replace(/=+$/, "")]
    .map((char) => {
      const value = BASE32.indexOf(char);
      if (value < 0) throw new Error(`not base32: ${char}`);
      return value.toString(2).padStart(5, "0");
    })
    .join("");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit TOTP code (HMAC-SHA-1, 30 s) of a base32 secret at `at` (ms; default now). */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] as number) & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

const STEP_MS = 30_000;
/** The steps this process has spent (the API takes each step's code once per account). */
const spentSteps = new Set<string>();

/**
 * Completes a second step with codes of `secret`: `attempt` sends one code and answers null when it is refused
 * (CODE_INVALID: another caller used that step). Tries this step's code, then the next one's (the API accepts one
 * step either side), then waits for the next step; gives up after `rounds` waits.
 */
export async function withTotpCode<T>(secret: string, attempt: (code: string) => Promise<T | null>, rounds = 3): Promise<T> {
  for (let round = 0; round <= rounds; round++) {
    const step = Math.floor(Date.now() / STEP_MS);
    for (const candidate of [step, step + 1]) {
      const key = `${secret}:${candidate}`;
      if (spentSteps.has(key)) continue;
      spentSteps.add(key);
      const done = await attempt(totpCode(secret, candidate * STEP_MS));
      if (done !== null) return done;
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 200));
  }
  throw new Error("no TOTP code was accepted");
}
