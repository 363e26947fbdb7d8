// The stand-in's "Ministry" keys: an RSA key pair per usage and a self-signed X.509 certificate of its public key,
// published as GET /security/public-key-certificates publishes the real ones (DER in Base64, certificateId and
// publicKeyId the SHA-256 of the certificate's and of the key's DER). node:crypto reads certificates but does not make
// them, so the few DER structures of a v1 certificate are written here.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type { KeyUsage, PublicKeyCertificate } from "./crypto";

export interface StandInKey {
  privateKey: KeyObject;
  published: PublicKeyCertificate;
}

const length = (n: number) => {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};
const tlv = (tag: number, content: Buffer) => Buffer.concat([Buffer.from([tag]), length(content.length), content]);
const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [40 * first + second];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let value = part >> 7; value > 0; value >>= 7) chunk.unshift(0x80 | (value & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** GeneralizedTime, YYYYMMDDHHMMSSZ (valid for any year). */
const time = (date: Date) => tlv(0x18, Buffer.from(`${date.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`, "ascii"));
const name = (commonName: string) => sequence(set(sequence(oid("2.5.4.3"), tlv(0x0c, Buffer.from(commonName, "utf8")))));
const SHA256_WITH_RSA = sequence(oid("1.2.840.113549.1.1.11"), Buffer.from([0x05, 0x00]));

/**
 * A certificate's serial number from random bytes: a positive INTEGER in DER's one encoding, so its first byte is
 * 0x01-0x7f. A first byte of 0 followed by one under 0x80 is not minimal, and OpenSSL then refuses the whole
 * certificate ("PEM routines::no start line"): that made about one KSeF stand-in in 128 unusable.
 */
export function serialOf(random: Buffer): Buffer {
  const serial = Buffer.from(random);
  serial[0] = ((serial[0] as number) % 0x7f) + 1;
  return serial;
}

/** A self-signed certificate of `publicKey`, signed with `privateKey` (SHA-256 with RSA). */
function certificateOf(publicKey: KeyObject, privateKey: KeyObject, commonName: string, from: Date, to: Date): Buffer {
  const serial = serialOf(randomBytes(16));
  const tbs = sequence(
    tlv(0x02, serial),
    SHA256_WITH_RSA,
    name(commonName),
    sequence(time(from), time(to)),
    name(commonName),
    publicKey.export({ type: "spki", format: "der" }),
  );
  const signature = sign("sha256", tbs, privateKey);
  return sequence(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("base64");

/** A new key pair for `usage` and its certificate, valid from `from` to `to`. */
export function newStandInKey(usage: KeyUsage, from: Date, to: Date): StandInKey {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const der = certificateOf(publicKey, privateKey, `Ministerstwo Finansów (KSeF stand-in, ${usage})`, from, to);
  return {
    privateKey,
    published: {
      certificate: der.toString("base64"),
      certificateId: sha256(der),
      publicKeyId: sha256(publicKey.export({ type: "spki", format: "der" })),
      validFrom: from.toISOString(),
      validTo: to.toISOString(),
      usage: [usage],
    },
  };
}
