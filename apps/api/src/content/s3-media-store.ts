// The media store in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2...): every process on
// every machine sees the same images (docs/adr/0021). Requests are signed with SigV4 by aws4fetch over the global
// fetch; the few XML answers are read in s3-xml.ts. When the bucket cannot be used (no answer, 5xx, refused
// credentials, no such bucket) the store throws an AppError that the API answers with 503, never 500.
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { AppError } from "../core/app-error";
import type { MediaStore } from "../core/deps";
import { checkedMediaKey } from "./media-key";
import { escapeXml, xmlTexts } from "./s3-xml";

export interface S3MediaStoreOptions {
  /** The service's URL: https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000... */
  endpoint: string;
  bucket: string;
  /** The bucket's region (R2: auto; MinIO: us-east-1 unless configured otherwise). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (http://host/bucket/key: MinIO, the stand-in) instead of the host name (https://bucket.host/key). */
  forcePathStyle?: boolean;
  /** A folder of the bucket for the shop's images (e.g. "media": keys are stored as media/<key>); default: the bucket's root. */
  prefix?: string;
  /** How long one request may take, in milliseconds (default 15 s). */
  timeoutMs?: number;
}

/** DeleteObjects takes at most 1000 keys a request. */
const DELETE_BATCH = 1000;
/** aws4fetch retries a 5xx or 429 answer (after ~50 ms, ~100 ms); a request that gets no answer at all is not retried. */
const RETRIES = 2;
const RETRY_AFTER_SECONDS = 5;
const S3_NAMESPACE = "http://s3.amazonaws.com/doc/2006-03-01/";

/** The 503 a request answers when the bucket cannot be used (MEDIA_STORE_UNAVAILABLE); the log names the bucket's fault. */
const unavailable = (what: string, cause?: unknown) =>
  new AppError("MEDIA_STORE_UNAVAILABLE", {
    cause: new Error(`Media store (S3): ${what}`, { cause }),
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const contentTypeOf = (key: string) => (key.endsWith(".webp") ? "image/webp" : "application/octet-stream");
const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
    retries: RETRIES,
  });
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  const bucketBase = options.forcePathStyle
    ? `${endpoint.origin}${basePath}/${encodeURIComponent(options.bucket)}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${basePath}`;
  const folder = options.prefix?.replace(/^\/+|\/+$/g, "");
  const objectKeyOf = (key: string) => (folder ? `${folder}/${checkedMediaKey(key)}` : checkedMediaKey(key));
  const objectUrl = (objectKey: string) => `${bucketBase}/${encodeKey(objectKey)}`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function send(what: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await client.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw unavailable(`${what}: no answer from ${endpoint.origin}`, error);
    }
  }

  /** The answer's S3 error code (NoSuchKey, SignatureDoesNotMatch...), "" when it has none. */
  const errorOf = async (response: Response) => {
    const xml = await response.text().catch(() => "");
    return { code: xmlTexts(xml, "Code")[0] ?? "", message: xmlTexts(xml, "Message")[0] ?? "" };
  };
  const failure = async (what: string, response: Response) => {
    const { code, message } = await errorOf(response);
    return unavailable(`${what}: ${response.status} ${code || response.statusText} ${message}`.trim());
  };

  async function deleteObjects(objectKeys: string[]): Promise<void> {
    const objects = objectKeys.map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`).join("");
    const body = `<?xml version="1.0" encoding="UTF-8"?><Delete xmlns="${S3_NAMESPACE}"><Quiet>true</Quiet>${objects}</Delete>`;
    const response = await send("delete objects", `${bucketBase}?delete`, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/xml",
        // S3 refuses a DeleteObjects without a checksum of its body.
        "Content-MD5": createHash("md5").update(body).digest("base64"),
        "X-Amz-Content-Sha256": sha256(body),
      },
    });
    if (!response.ok) throw await failure("delete objects", response);
    // Quiet: the answer lists only the keys that could not be deleted.
    const xml = await response.text();
    const errors = xmlTexts(xml, "Error");
    if (errors.length > 0) throw unavailable(`delete objects: ${errors.length} not deleted (${xmlTexts(errors[0] as string, "Code")[0]})`);
  }

  return {
    async put(key, bytes) {
      const objectKey = objectKeyOf(key);
      const response = await send(`put ${objectKey}`, objectUrl(objectKey), {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": contentTypeOf(key), "X-Amz-Content-Sha256": sha256(bytes) },
      });
      if (!response.ok) throw await failure(`put ${objectKey}`, response);
      await response.body?.cancel();
    },
    async get(key) {
      const objectKey = objectKeyOf(key);
      const response = await send(`get ${objectKey}`, objectUrl(objectKey), { method: "GET" });
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      if (response.status === 404) {
        const { code, message } = await errorOf(response);
        // A missing bucket is the shop's configuration, not a missing image.
        if (code === "NoSuchBucket") throw unavailable(`get ${objectKey}: 404 NoSuchBucket ${message}`.trim());
        return null;
      }
      throw await failure(`get ${objectKey}`, response);
    },
    /** The object `prefix` and every object under `prefix/` (not `prefix-more/...`): listed a page at a time, deleted in batches. */
    async remove(prefix) {
      const objectKey = objectKeyOf(prefix);
      const pending = [objectKey];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", prefix: `${objectKey}/` });
        if (token) query.set("continuation-token", token);
        const response = await send(`list ${objectKey}/`, `${bucketBase}?${query}`, { method: "GET" });
        if (!response.ok) throw await failure(`list ${objectKey}/`, response);
        const xml = await response.text();
        pending.push(...xmlTexts(xml, "Key"));
        token = xmlTexts(xml, "IsTruncated")[0] === "true" ? xmlTexts(xml, "NextContinuationToken")[0] : undefined;
        while (pending.length >= DELETE_BATCH || (!token && pending.length > 0)) await deleteObjects(pending.splice(0, DELETE_BATCH));
      } while (token);
    },
  };
}
