// Decompression bombs for the image tests: a PNG and a JPEG whose headers claim far more pixels than the shop
// decodes (MAX_IMAGE_PIXELS) while their files are a few hundred bytes.
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A greyscale PNG of `width` × `height` whose data is a few zero rows (zlib): small on disk, huge once decoded. */
export function pngBomb(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real 16 × 16 JPEG whose frame header (SOF) is rewritten to claim `width` × `height`. */
export async function jpegBomb(width = 60_000, height = 60_000): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#4a7" } })
    .jpeg({ progressive: false })
    .toBuffer();
  for (let at = 2; at < jpeg.length - 9; at++) {
    if (jpeg[at] === 0xff && (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
  }
  throw new Error("no frame header in the JPEG");
}
