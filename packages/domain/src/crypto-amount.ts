// USDT on TRC20 (spec sections 3, 4, 9; decisions.md "Checkout and orders"). Amounts are integer
// micro-USDT (6 decimals, as the token has). Each open payment gets a unique amount so that a transfer
// to the shop's one address can be matched: the order's amount rounded up to whole cents, plus a tag of
// 1..9999 micro-USDT that no other open payment holds.

export const MICRO_PER_USDT = 1_000_000;
export const CRYPTO_PAY_MINUTES = 30;
export const CRYPTO_TAG_RANGE = 9_999;

/** The shop's rate as grosze per 1 USDT, from a decimal text ("3.95" → 395). */
export function parseRate(text: string): number {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a PLN per USDT rate: ${text}`);
  const grosze = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (grosze <= 0) throw new RangeError(`the rate must be positive: ${text}`);
  return grosze;
}

/** The order's total in micro-USDT, rounded up to whole cents (0.01 USDT). */
export function baseCryptoAmount(totalGrosze: number, groszePerUsdt: number): number {
  const micro = Math.ceil((totalGrosze * MICRO_PER_USDT) / groszePerUsdt);
  return Math.ceil(micro / 10_000) * 10_000;
}

/** The amount with its tag (1..CRYPTO_TAG_RANGE). */
export function taggedAmount(base: number, tag: number): number {
  if (!Number.isInteger(tag) || tag < 1 || tag > CRYPTO_TAG_RANGE) throw new RangeError(`tag out of range: ${tag}`);
  return base + tag;
}

/** "25.310042": the amount as a wallet takes it. */
export function formatUsdt(micro: number): string {
  const whole = Math.floor(micro / MICRO_PER_USDT);
  const fraction = String(micro % MICRO_PER_USDT).padStart(6, "0");
  return `${whole}.${fraction}`;
}

/** A TRON payment URI for the QR code: the address and the exact amount of the USDT token. */
export function tronPaymentUri(address: string, micro: number, tokenContract: string): string {
  return `tron:${address}?amount=${formatUsdt(micro)}&token=${tokenContract}`;
}
