// Uploaded images (issue 7): checked, resized to the widths the storefront shows (a thumbnail, a card, a
// gallery image) and kept as WebP in the media store: `{key}/{width}.webp`. The original is not kept.
import { randomBytes } from "node:crypto";
import { localized, mediaCatalogue } from "@shop/contracts";
import sharp from "sharp";
import { AppError } from "../core/app-error";
import type { MediaStore } from "../core/deps";
import { MAX_IMAGE_PIXELS, readImageHeader } from "./image-check";

/** The widths the storefront uses: cart and gallery thumbnails, product cards, the product gallery and covers. */
const IMAGE_WIDTHS = [160, 480, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Uploads larger than this are refused before they are decoded. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

const refused = (problem: "tooLarge" | "notAnImage" | "tooManyPixels") =>
  new AppError("VALIDATION_FAILED", {
    issues: [{ path: "file", message: mediaCatalogue.en[problem] }],
    messages: localized(mediaCatalogue, (m) => m[problem]),
  });

/**
 * Decodes the upload (JPEG, PNG, WebP or AVIF), turns it upright, and writes one WebP per width (never
 * wider than the original) under a new random key below `prefix` (e.g. "products/12").
 */
export async function storeImage(media: MediaStore | undefined, prefix: string, bytes: Uint8Array): Promise<StoredImage> {
  if (!media) throw new Error("No media store is configured (ApiDeps.media)");
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_UPLOAD_BYTES) throw refused("tooLarge");
  // The header first: a decompression bomb (huge dimensions, few bytes) is refused before it is decoded.
  const header = await readImageHeader(bytes);
  if (!header.ok) throw refused(header.problem);
  const key = `${prefix}/${randomBytes(6).toString("hex")}`;
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    // A header that promised an image whose data is broken or truncated.
    throw refused("notAnImage");
  }
  for (const width of IMAGE_WIDTHS) {
    const resized = await sharp(upright.data)
      .resize({ width: Math.min(width, upright.info.width), withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    await media.put(`${key}/${width}.webp`, new Uint8Array(resized));
  }
  return { key, width: upright.info.width, height: upright.info.height };
}

/** The URL of one stored width (routes/media.ts serves it). */
export const storedImageUrl = (key: string, width: ImageWidth = 480): string => `/api/v1/media/uploads/${key}/${width}.webp`;
