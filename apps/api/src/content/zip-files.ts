// Reading a ZIP in memory (issue 33: the catalogue import's images, and the XLSX workbook, which is a ZIP too) with
// yauzl (docs/adr/0023): each file's unpacked size is checked against what the ZIP declares (validateEntrySizes), a
// file larger than the limit is not unpacked at all, and the whole is capped, so that a small "ZIP bomb" cannot fill
// the memory. Names are as stored (yauzl refuses absolute paths and "..").
import yauzl from "yauzl";

export class ZipUnreadable extends Error {}

export interface ZipLimits {
  /** Files in the ZIP (folders not counted). */
  files: number;
  /** One file, unpacked. */
  fileBytes: number;
  /** All files together, unpacked. */
  totalBytes: number;
}

export interface ZipContents {
  files: { name: string; bytes: Uint8Array }[];
  /** Files not unpacked: larger than `fileBytes`. */
  tooLarge: string[];
  /** The ZIP holds more files than `files` (the rest were not read). */
  tooMany: boolean;
}

const open = (bytes: Uint8Array) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(new ZipUnreadable(error?.message ?? "no zip")) : resolve(zip)),
    ),
  );

function unpack(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipUnreadable(error?.message ?? "unreadable entry"));
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (cause) => reject(new ZipUnreadable(cause.message)));
      stream.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    }),
  );
}

/** The ZIP's files (those `wanted` says yes to), unpacked within the limits; ZipUnreadable when it is no ZIP. */
export async function readZip(bytes: Uint8Array, limits: ZipLimits, wanted: (name: string) => boolean = () => true): Promise<ZipContents> {
  const zip = await open(bytes);
  const contents: ZipContents = { files: [], tooLarge: [], tooMany: false };
  let total = 0;
  let count = 0;
  let ended = false;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", (error: Error) => reject(new ZipUnreadable(error.message)));
      zip.on("end", () => {
        ended = true;
        resolve();
      });
      zip.on("entry", (entry: yauzl.Entry) => {
        const name = entry.fileName;
        if (name.endsWith("/") || !wanted(name)) return zip.readEntry();
        if (++count > limits.files) {
          contents.tooMany = true;
          return resolve();
        }
        if (entry.uncompressedSize > limits.fileBytes) {
          contents.tooLarge.push(name);
          return zip.readEntry();
        }
        total += entry.uncompressedSize;
        if (total > limits.totalBytes) return reject(new ZipUnreadable("too much unpacked"));
        unpack(zip, entry).then((data) => {
          contents.files.push({ name, bytes: data });
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } finally {
    // Stopped early (too many files, or an error): let go of the ZIP; at its end yauzl closes it itself.
    if (!ended && zip.isOpen) zip.close();
  }
  return contents;
}
