// Order ids (decisions.md): random and unguessable, at least 64 bits, short base32 text. 13 characters of
// Crockford's base32 carry 65 random bits; shown in groups of 4-4-5 ("7KQ2-M9XB-4RT6H": formatOrderId), typed in any form.
// Crockford's alphabet has no I, L, O or U, so a customer who types an id may confuse nothing.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_ID_LENGTH = 13;
const ORDER_ID = new RegExp(`^[${ALPHABET}]{${ORDER_ID_LENGTH}}$`);
/** Spaces and every dash a page or a phone may give (the hyphen, the non-breaking hyphen, en and em dashes, minus). */
const DASHES_AND_SPACES = /[\s\-\u2010-\u2015\u2212]/g;

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
 * An id as a customer may type or paste it, made canonical: case and spaces or dashes ignored, and the letters
 * Crockford's base32 reads as digits (I and L as 1, O as 0). Null when it cannot be an order id.
 */
export function normalizeOrderId(typed: string): string | null {
  const id = typed.toUpperCase().replace(DASHES_AND_SPACES, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  return ORDER_ID.test(id) ? id : null;
}

/** Where an id of `ORDER_ID_LENGTH` characters is cut into groups to be read out: 4-4-5. */
const GROUPS = [4, 4, 5];

/**
 * An order id as people read it: in groups joined by dashes (`1VYQPTG0F82D2` → `1VYQ-PTG0-F82D2`), the same text
 * on every page, e-mail and back-office screen. Anything that is not a canonical id is given back as it is.
 */
export function formatOrderId(id: string): string {
  if (!ORDER_ID.test(id)) return id;
  const groups: string[] = [];
  let at = 0;
  for (const size of GROUPS) {
    groups.push(id.slice(at, at + size));
    at += size;
  }
  return groups.join("-");
}
