// A local stand-in for an S3-compatible object store (tests and demos; node:http, a random port on 127.0.0.1,
// objects in memory): path-style requests `/<bucket>/<key>` for PutObject, GetObject, HeadObject, DeleteObject,
// DeleteObjects (POST ?delete) and ListObjectsV2 (list-type=2 with prefix, continuation-token, start-after and
// max-keys), each signed with SigV4 by the configured key: the signature is checked by signing the request again
// (aws4fetch's signer) and comparing. It answers S3's XML errors: NoSuchBucket, NoSuchKey, InvalidAccessKeyId,
// SignatureDoesNotMatch, RequestTimeTooSkewed, XAmzContentSHA256Mismatch, BadDigest...
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { AwsV4Signer } from "aws4fetch";
import { closeNow, listenOnLoopback } from "../core/loopback-server";
import { escapeXml, xmlTexts } from "./s3-xml";

export interface S3StandInOptions {
  accessKeyId: string;
  secretAccessKey: string;
  /** The buckets there are (empty at the start). */
  buckets: string[];
  /** The most keys one ListObjectsV2 page holds (S3: 1000); a test makes it small to see the pages. */
  maxKeys?: number;
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

interface Failure {
  status: number;
  code: string;
  message: string;
}

const NAMESPACE = "http://s3.amazonaws.com/doc/2006-03-01/";
const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** S3 refuses a request signed more than 15 minutes away from its own clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

const fail = (status: number, code: string, message: string): Failure => ({ status, code, message });
const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const element = (name: string, value: string | number | boolean) => `<${name}>${escapeXml(String(value))}</${name}>`;
const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};
/** 20260105T101500Z → its time in milliseconds (NaN when it is not one). */
const amzDateMs = (value: string) => Date.parse(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));

export class S3StandIn {
  /** Every request's method, path and query, in order (a test counts list pages and delete batches). */
  readonly requests: string[] = [];
  /** While true, every request is answered 503 ServiceUnavailable (a test of an outage). */
  unavailable = false;
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private readonly maxKeys: number;
  private server: Server | undefined;
  baseUrl = "";

  constructor(private readonly options: S3StandInOptions) {
    for (const bucket of options.buckets) this.buckets.set(bucket, new Map());
    this.maxKeys = Math.min(options.maxKeys ?? 1000, 1000);
  }

  /** The keys in a bucket, sorted (what a test checks after a removal). */
  keysOf(bucket: string): string[] {
    return [...(this.buckets.get(bucket)?.keys() ?? [])].sort();
  }

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) this.error(request, response, fail(500, "InternalError", String(error)));
        else response.destroy();
      });
    });
    this.baseUrl = await listenOnLoopback(server);
    this.server = server;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await closeNow(server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", this.baseUrl);
    this.requests.push(`${method} ${url.pathname}${url.search}`);
    const body = await readBody(request);
    if (body === null)
      return this.error(request, response, fail(400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size."));
    if (this.unavailable) return this.error(request, response, fail(503, "ServiceUnavailable", "Please reduce your request rate."));
    const refused = await this.verify(request, body);
    if (refused) return this.error(request, response, refused);

    const [, bucketName = "", ...keyParts] = url.pathname.split("/");
    const bucket = this.buckets.get(decodeURIComponent(bucketName));
    if (!bucketName) return this.error(request, response, fail(501, "NotImplemented", "ListBuckets is not implemented by the stand-in."));
    if (!bucket) return this.error(request, response, fail(404, "NoSuchBucket", "The specified bucket does not exist."));
    const key = decodeURIComponent(keyParts.join("/"));
    if (!key) {
      if (method === "GET" && url.searchParams.get("list-type") === "2") return this.list(request, response, bucket, url);
      if (method === "POST" && url.searchParams.has("delete")) return this.deleteObjects(request, response, bucket, body);
      if (method === "HEAD") return void response.writeHead(200).end();
      return this.error(request, response, fail(501, "NotImplemented", `${method} ${url.search} on a bucket is not implemented.`));
    }
    const stored = bucket.get(key);
    switch (method) {
      case "PUT": {
        const object: StoredObject = {
          bytes: body,
          contentType: headerOf(request, "content-type") ?? "binary/octet-stream",
          etag: `"${createHash("md5").update(body).digest("hex")}"`,
          lastModified: new Date(),
        };
        bucket.set(key, object);
        return void response.writeHead(200, { ETag: object.etag }).end();
      }
      case "GET":
      case "HEAD":
        if (!stored) return this.error(request, response, fail(404, "NoSuchKey", "The specified key does not exist."));
        response.writeHead(200, {
          "Content-Type": stored.contentType,
          "Content-Length": stored.bytes.byteLength,
          ETag: stored.etag,
          "Last-Modified": stored.lastModified.toUTCString(),
        });
        return void response.end(method === "GET" ? stored.bytes : undefined);
      case "DELETE":
        bucket.delete(key);
        return void response.writeHead(204).end();
      default:
        return this.error(request, response, fail(405, "MethodNotAllowed", "The specified method is not allowed against this resource."));
    }
  }

  /** The request's SigV4 Authorization header, checked as S3 checks it; a failure when it does not hold. */
  private async verify(request: IncomingMessage, body: Buffer): Promise<Failure | undefined> {
    const authorization = headerOf(request, "authorization");
    if (!authorization) return fail(403, "AccessDenied", "Access Denied");
    const match = AUTHORIZATION.exec(authorization);
    if (!match) return fail(400, "AuthorizationHeaderMalformed", "The authorization header is malformed.");
    const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
    if (accessKeyId !== this.options.accessKeyId)
      return fail(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
    const datetime = headerOf(request, "x-amz-date") ?? "";
    const signedAt = amzDateMs(datetime);
    if (Number.isNaN(signedAt) || !datetime.startsWith(day))
      return fail(403, "AccessDenied", "AWS authentication requires a valid Date or x-amz-date header");
    if (Math.abs(Date.now() - signedAt) > MAX_SKEW_MS)
      return fail(403, "RequestTimeTooSkewed", "The difference between the request time and the current time is too large.");
    const names = signedHeaders.split(";");
    const payloadHash = headerOf(request, "x-amz-content-sha256");
    if (!names.includes("host") || !names.includes("x-amz-date") || !payloadHash || !names.includes("x-amz-content-sha256"))
      return fail(403, "SignatureDoesNotMatch", "The host, x-amz-date and x-amz-content-sha256 headers must be signed.");
    const signer = new AwsV4Signer({
      method: request.method ?? "GET",
      url: `http://${headerOf(request, "host")}${request.url}`,
      headers: names.filter((name) => name !== "host").map((name) => [name, headerOf(request, name) ?? ""] as [string, string]),
      accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      service: "s3",
      region,
      datetime,
      allHeaders: true,
    });
    const expected = Buffer.from(await signer.signature());
    if (signer.signedHeaders !== signedHeaders || !timingSafeEqual(expected, Buffer.from(signature)))
      return fail(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.");
    if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== createHash("sha256").update(body).digest("hex"))
      return fail(400, "XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
    const md5 = headerOf(request, "content-md5");
    if (md5 !== undefined && md5 !== createHash("md5").update(body).digest("base64"))
      return fail(400, "BadDigest", "The Content-MD5 you specified did not match what we received.");
    return undefined;
  }

  private list(request: IncomingMessage, response: ServerResponse, bucket: Map<string, StoredObject>, url: URL) {
    const query = url.searchParams;
    if (query.has("delimiter"))
      return this.error(request, response, fail(501, "NotImplemented", "The stand-in lists without a delimiter."));
    const prefix = query.get("prefix") ?? "";
    const maxKeys = Math.min(Number(query.get("max-keys") ?? this.maxKeys), this.maxKeys);
    if (!Number.isInteger(maxKeys) || maxKeys < 0)
      return this.error(request, response, fail(400, "InvalidArgument", "Provided max-keys not an integer or within integer range"));
    const token = query.get("continuation-token");
    let after = query.get("start-after") ?? "";
    if (token !== null) {
      after = Buffer.from(token, "base64url").toString("utf8");
      if (!token || Buffer.from(after).toString("base64url") !== token)
        return this.error(request, response, fail(400, "InvalidArgument", "The continuation token provided is incorrect"));
    }
    const matching = [...bucket.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const contents = page.map((key) => {
      const object = bucket.get(key) as StoredObject;
      return `<Contents>${element("Key", key)}${element("LastModified", object.lastModified.toISOString())}${element("ETag", object.etag)}${element("Size", object.bytes.byteLength)}${element("StorageClass", "STANDARD")}</Contents>`;
    });
    const last = page.at(-1);
    const xml =
      `<ListBucketResult xmlns="${NAMESPACE}">${element("Name", url.pathname.split("/")[1] ?? "")}${element("Prefix", prefix)}` +
      `${element("KeyCount", page.length)}${element("MaxKeys", maxKeys)}${element("IsTruncated", truncated)}` +
      `${token !== null ? element("ContinuationToken", token) : ""}` +
      `${truncated && last ? element("NextContinuationToken", Buffer.from(last).toString("base64url")) : ""}` +
      `${contents.join("")}</ListBucketResult>`;
    response.writeHead(200, { "Content-Type": "application/xml" }).end(xmlDocument(xml));
  }

  private deleteObjects(request: IncomingMessage, response: ServerResponse, bucket: Map<string, StoredObject>, body: Buffer) {
    if (headerOf(request, "content-md5") === undefined && !Object.keys(request.headers).some((name) => name.startsWith("x-amz-checksum-")))
      return this.error(request, response, fail(400, "InvalidRequest", "Missing required header for this request: Content-Md5."));
    const xml = body.toString("utf8");
    const keys = xmlTexts(xml, "Object").map((object) => xmlTexts(object, "Key")[0] ?? "");
    if (!/<Delete[\s>]/.test(xml) || keys.length === 0 || keys.length > 1000 || keys.includes(""))
      return this.error(
        request,
        response,
        fail(400, "MalformedXML", "The XML you provided was not well-formed or did not validate against our published schema."),
      );
    for (const key of keys) bucket.delete(key);
    const quiet = xmlTexts(xml, "Quiet")[0] === "true";
    const deleted = quiet ? "" : keys.map((key) => `<Deleted>${element("Key", key)}</Deleted>`).join("");
    response
      .writeHead(200, { "Content-Type": "application/xml" })
      .end(xmlDocument(`<DeleteResult xmlns="${NAMESPACE}">${deleted}</DeleteResult>`));
  }

  private error(request: IncomingMessage, response: ServerResponse, { status, code, message }: Failure): void {
    const requestId = randomBytes(8).toString("hex").toUpperCase();
    if (request.method === "HEAD") return void response.writeHead(status, { "x-amz-request-id": requestId }).end();
    const path = new URL(request.url ?? "/", this.baseUrl).pathname;
    const xml = `<Error>${element("Code", code)}${element("Message", message)}${element("Resource", path)}${element("RequestId", requestId)}</Error>`;
    response.writeHead(status, { "Content-Type": "application/xml", "x-amz-request-id": requestId }).end(xmlDocument(xml));
  }
}

/** The request's body, or null when it is larger than the stand-in takes. */
async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
