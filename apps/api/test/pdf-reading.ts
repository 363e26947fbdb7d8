// Reading back an invoice PDF as its reader would: the text of each page and the links (pdf.js, Mozilla's PDF
// reader), the document's title and dates, and the QR code decoded from the squares drawn for it (the page content
// inflated, its rectangles of one module's height put back on a grid, read by jsQR).
import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface ReadPdf {
  pages: string[];
  /** Every page's text, white space collapsed (non-breaking spaces as spaces). */
  text: string;
  links: string[];
  title: string | null;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes the buffer over: give it a copy.
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : " "}` : "")).join("");
    pages.push(text.replace(/[\s\u00a0]+/g, " ").trim());
    for (const annotation of await page.getAnnotations()) if (typeof annotation.url === "string") links.push(annotation.url);
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return { pages, text: pages.join(" "), links, title: info.Title ?? null };
}

/** The page contents' drawing operators (every Flate stream inflated; fonts and images give no "re"). */
function contentStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const streams: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      streams.push(inflateSync(Buffer.from(raw.slice(start, end), "latin1")).toString("latin1"));
    } catch {
      // Not a complete Flate stream (a trailing end-of-line): not drawing operators either.
    }
  }
  return streams;
}

/** Decodes the QR code drawn with squares of `module` points; null when there is none. */
export function decodeDrawnQr(bytes: Uint8Array, module: number): string | null {
  const rects = contentStreams(bytes)
    .flatMap((stream) => [...stream.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)])
    .map((match) => match.slice(1, 5).map(Number) as [number, number, number, number])
    .filter(([, , , height]) => Math.abs(height - module) < 1e-6);
  if (rects.length === 0) return null;
  const x0 = Math.min(...rects.map(([x]) => x));
  const y0 = Math.min(...rects.map(([, y]) => y));
  const size = Math.round(Math.max(...rects.map(([x, , width]) => x + width - x0)) / module);
  const scale = 4;
  const quiet = 4;
  const side = (size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, width] of rects) {
    const row = Math.round((y - y0) / module);
    const first = Math.round((x - x0) / module);
    const count = Math.round(width / module);
    for (let column = first; column < first + count; column += 1) {
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const offset = (((row + quiet) * scale + dy) * side + (column + quiet) * scale + dx) * 4;
          pixels.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
