// The cryptography KSeF 2.0 asks of a client (docs: sesja-interaktywna.md, uwierzytelnianie.md,
// bezpieczenstwo/klucze-publiczne-do-szyfrowania.md), with node:crypto only: RSA-OAEP with SHA-256 (MGF1 SHA-256)
// under the Ministry's public key for the KSeF token and the session key, AES-256-CBC with PKCS#7 padding for each
// invoice (the IV is sent once, when the session opens, not in front of the ciphertext), and the SHA-256 (Base64)
// and size of the plain and the encrypted bytes. The stand-in uses the same functions the other way round.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  X509Certificate,
} from "node:crypto";

export type KeyUsage = "KsefTokenEncryption" | "SymmetricKeyEncryption";

/** One entry of GET /security/public-key-certificates. */
export interface PublicKeyCertificate {
  /** X.509, DER in Base64. */
  certificate: string;
  certificateId: string;
  /** SHA-256 (Base64) of the key's SubjectPublicKeyInfo: the selector sent with what was encrypted under it. */
  publicKeyId: string;
  validFrom: string;
  validTo: string;
  usage: KeyUsage[];
}

/** A public key to encrypt under, and the selector KSeF knows it by. */
export interface KsefPublicKey {
  publicKeyId: string;
  key: KeyObject;
  /** When its certificate expires: the list is fetched again after that. */
  validTo: Date;
}

/**
 * The certificate to use for `usage` now: valid at `now`, the latest `validFrom` when several are (a planned rotation
 * publishes the new one ahead); null when none is.
 */
export function pickCertificate(list: PublicKeyCertificate[], usage: KeyUsage, now: Date): KsefPublicKey | null {
  const valid = list
    .filter((entry) => entry.usage?.includes(usage))
    .filter((entry) => Date.parse(entry.validFrom) <= now.getTime() && now.getTime() < Date.parse(entry.validTo))
    .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom));
  const chosen = valid[0];
  if (!chosen) return null;
  const certificate = new X509Certificate(Buffer.from(chosen.certificate, "base64"));
  return { publicKeyId: chosen.publicKeyId, key: certificate.publicKey, validTo: new Date(chosen.validTo) };
}

const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" } as const;

/** RSAES-OAEP, SHA-256 as the hash and in MGF1 (Node uses oaepHash for both). */
export const rsaOaepEncrypt = (key: KeyObject, data: Buffer): Buffer => publicEncrypt({ key, ...OAEP }, data);
export const rsaOaepDecrypt = (key: KeyObject, data: Buffer): Buffer => privateDecrypt({ key, ...OAEP }, data);

/** A session's symmetric key: 256 random bits and a 128-bit IV. */
export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

export const newSessionKey = (): SessionKey => ({ key: randomBytes(32), iv: randomBytes(16) });

export function aesEncrypt({ key, iv }: SessionKey, plain: Buffer): Buffer {
  const cipher = createCipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

/** Throws when the key, the IV or the padding does not fit. */
export function aesDecrypt({ key, iv }: SessionKey, encrypted: Buffer): Buffer {
  const decipher = createDecipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
}

const sha256Base64 = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("base64");

/** The hash and size KSeF checks a file by. */
export const fileMetadata = (bytes: Buffer) => ({ hash: sha256Base64(bytes), size: bytes.length });
