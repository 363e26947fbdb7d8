// The catalogue import's tests (issue 33): uploading a products file (and a ZIP of images) to be checked, applying it,
// exporting the catalogue, and making ZIPs and images to upload.
import sharp from "sharp";
import yazl from "yazl";
import type { Api } from "./cabinet-fixture";

export interface Upload {
  name: string;
  bytes: Uint8Array | string;
}

const blobOf = (bytes: Uint8Array | string) => new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]);

export function catalogueCalls(api: Api) {
  const auth = (token: string | null, headers: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  });
  return {
    /** POST /imports: the check (a preview); 201 with its summary and id, or the problems. */
    check: (token: string | null, file: Upload, zip?: Upload, locale = "en") => {
      const form = new FormData();
      form.append("file", blobOf(file.bytes), file.name);
      if (zip) form.append("images", blobOf(zip.bytes), zip.name);
      return api.request("/api/v1/staff/catalogue/imports", { method: "POST", headers: auth(token, { Locale: locale }), body: form });
    },
    apply: (token: string | null, id: string, locale = "en") =>
      api.request(`/api/v1/staff/catalogue/imports/${id}/apply`, { method: "POST", headers: auth(token, { Locale: locale }) }),
    exported: (token: string | null, format: "csv" | "xlsx") =>
      api.request(`/api/v1/staff/catalogue/export?format=${format}`, { headers: auth(token) }),
  };
}

/** A ZIP of these files. */
export async function zipOf(files: Record<string, Uint8Array | string>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(Buffer.from(typeof bytes === "string" ? bytes : bytes), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A small picture of one colour (PNG or JPEG): different colours are different files. */
export async function picture(colour: string, format: "png" | "jpeg" = "png"): Promise<Uint8Array> {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  return new Uint8Array(await (format === "png" ? image.png() : image.jpeg()).toBuffer());
}

/** A CSV of these rows (the header first); cells with commas, quotes or line breaks quoted. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
