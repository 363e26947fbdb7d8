// Order ids (decisions.md): random and unguessable, at least 64 bits, short base32 text. 13 characters of
// Crockford's base32 carry 65 random bits; shown in groups ("7KQ2M-9XB4R-T6HW" style is left to the page).
// Crockford's alphabet has no I, L, O or U, so a customer who types an id may confuse nothing.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_ID_LENGTH = 13;
const ORDER_ID = new RegExp(`^[${ALPHABET}]{${ORDER_ID_LENGTH}}$`);

/** Fills bytes with randomness (crypto.getRandomValues by default; tests may pass their own). */
export type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoRandom: RandomSource = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
};

/** A new order id: 13 characters, 65 random bits. */
export function newOrderId(random: RandomSource = cryptoRandom): string {
  const bytes = random(new Uint8Array(ORDER_ID_LENGTH));
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return id;
}

/**
 * An id as a customer may type it, made canonical: case and spaces or dashes ignored, and the letters
 * Crockford's base32 reads as digits (I and L as 1, O as 0). Null when it cannot be an order id.
 */
export function normalizeOrderId(typed: string): string | null {
  const id = typed.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  return ORDER_ID.test(id) ? id : null;
}
