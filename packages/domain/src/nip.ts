// Polish tax identification numbers (NIP): ten digits, the last a checksum (weights 6 5 7 2 3 4 5 6 7 mod 11; a
// remainder of 10 is never issued). Typed with dashes, spaces or a "PL" prefix; stored as the ten digits.

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** The ten digits of a typed NIP ("PL 123-456-32-18" -> "1234563218"), or null when it is not ten digits. */
export function normalizeNip(typed: string): string | null {
  const digits = typed.trim().replace(/^PL/i, "").replace(/[\s-]/g, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** True when the ten digits carry a valid checksum. */
export function nipChecksumValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** A typed NIP as its ten digits when it is one with a valid checksum, else null. */
export function parseNip(typed: string): string | null {
  const digits = normalizeNip(typed);
  return digits && nipChecksumValid(digits) ? digits : null;
}
