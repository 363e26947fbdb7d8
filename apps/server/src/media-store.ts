// Where uploaded images are kept, from the configuration: an S3-compatible bucket when MEDIA_S3_ENDPOINT is set
// (AWS S3, Cloudflare R2, MinIO, Backblaze B2...: every process on every machine sees the same images; docs/adr/0021),
// else the folder DATA_DIR/media (the processes of one machine share it). Nothing is asked at start: an upload or
// an image request that cannot reach the bucket answers 503.
import path from "node:path";
import { createFileMediaStore, createS3MediaStore, type MediaStore } from "@shop/api";
import type { Config } from "./config";

type MediaSettings = Pick<
  Config,
  | "DATA_DIR"
  | "MEDIA_S3_ENDPOINT"
  | "MEDIA_S3_BUCKET"
  | "MEDIA_S3_REGION"
  | "MEDIA_S3_ACCESS_KEY_ID"
  | "MEDIA_S3_SECRET_ACCESS_KEY"
  | "MEDIA_S3_FORCE_PATH_STYLE"
>;

export function mediaStoreOf(config: MediaSettings): MediaStore {
  if (!config.MEDIA_S3_ENDPOINT) return createFileMediaStore(path.join(config.DATA_DIR, "media"));
  // loadConfig refuses an endpoint without its bucket and credentials.
  return createS3MediaStore({
    endpoint: config.MEDIA_S3_ENDPOINT,
    bucket: config.MEDIA_S3_BUCKET as string,
    region: config.MEDIA_S3_REGION,
    accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID as string,
    secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
  });
}
