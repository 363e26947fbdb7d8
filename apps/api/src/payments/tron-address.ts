// A TRON (TRC20) address as a wallet writes it: 34 Base58Check characters starting with T, i.e. 21 bytes
// (0x41 and a 20-byte account) and a 4-byte checksum, the start of the double SHA-256 of those 21 bytes.
import { createHash } from "node:crypto";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest();

function base58Decode(text: string): Buffer | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const hex = value.toString(16);
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
  const zeros = text.length - text.replace(/^1+/, "").length;
  return Buffer.concat([Buffer.alloc(zeros), bytes]);
}

/** Whether the text is a well-formed TRON address (length, alphabet, version byte and checksum). */
export function isTronAddress(text: string): boolean {
  if (text.length !== 34 || !text.startsWith("T")) return false;
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || bytes[0] !== 0x41) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
}
