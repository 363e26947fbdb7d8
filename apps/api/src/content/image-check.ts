// Whether bytes are an image the shop stores (issue 33: the catalogue import checks the ZIP's images in its preview,
// before any is resized): JPEG, PNG, WebP or AVIF, as store-image.ts accepts. Reads only the header: an image whose
// header claims more than MAX_IMAGE_PIXELS (a decompression bomb: a few KB on disk, gigabytes once decoded) is
// refused before anything decodes it.
import sharp from "sharp";

const FORMATS = ["jpeg", "png", "webp", "avif", "heif"];

/** The most pixels an uploaded image may have (width × height): 40 megapixels, e.g. 8000 × 5000. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageHeader =
  | { ok: true; format: string; width: number; height: number }
  | { ok: false; problem: "notAnImage" | "tooManyPixels" };

/** The format and dimensions from the image's header (nothing is decoded), or why it is refused. */
export async function readImageHeader(bytes: Uint8Array): Promise<ImageHeader> {
  let metadata: sharp.Metadata;
  try {
    // metadata() reads the header only; the pixel limit is checked below, so that the answer can say it.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: "notAnImage" };
  }
  const { format, width, height } = metadata;
  if (!format || !FORMATS.includes(format) || !width || !height) return { ok: false, problem: "notAnImage" };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, problem: "tooManyPixels" };
  return { ok: true, format, width, height };
}

export async function isStorableImage(bytes: Uint8Array): Promise<boolean> {
  return (await readImageHeader(bytes)).ok;
}
