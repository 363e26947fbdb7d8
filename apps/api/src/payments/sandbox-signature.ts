// The sandbox provider's callback signature: `X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`
// over `t + "." + rawBody` with the shared secret. The receiver compares in constant time and refuses a
// timestamp more than five minutes away from its clock (a replayed old callback).
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "X-Sandbox-Signature";
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, t: number, rawBody: string) => createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();

/** The header value for a body sent now (or at `t`). */
export function signSandboxPayload(secret: string, rawBody: string, t: number = nowSeconds()): string {
  return `t=${t},v1=${hmac(secret, t, rawBody).toString("hex")}`;
}

/** True when the header carries a valid signature of this exact body, made within the tolerance. */
export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  header: string | null | undefined,
  now: number = nowSeconds(),
): boolean {
  if (!header || header.length > 1024) return false;
  let t: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t" && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, "hex"));
  }
  if (t === null || signatures.length === 0 || Math.abs(now - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = hmac(secret, t, rawBody);
  return signatures.some((signature) => timingSafeEqual(signature, expected));
}
