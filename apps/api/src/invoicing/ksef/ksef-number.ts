// The KSeF number (faktury/numer-ksef.md): 35 characters, `{seller's NIP}-{YYYYMMDD}-{12 hex}-{CRC-8}`: the day KSeF
// took the invoice for processing, a technical part in upper-case hex, and a CRC-8 (polynomial 0x07, initial value
// 0x00) of the first 32 characters, as two upper-case hex digits.

const SHAPE = /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

/** CRC-8 with polynomial 0x07 and initial value 0, no reflection, no final XOR (CRC-8/SMBUS). */
export function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const checksumOf = (data: string) => crc8(Buffer.from(data, "ascii")).toString(16).toUpperCase().padStart(2, "0");

/** The number KSeF gives: `day` is YYYYMMDD, `technical` 12 upper-case hex digits. */
export function formatKsefNumber(nip: string, day: string, technical: string): string {
  const data = `${nip}-${day}-${technical}`;
  return `${data}-${checksumOf(data)}`;
}

/** True for a 35-character KSeF number whose checksum is right. */
export function isKsefNumber(value: string): boolean {
  return SHAPE.test(value) && checksumOf(value.slice(0, 32)) === value.slice(33);
}
