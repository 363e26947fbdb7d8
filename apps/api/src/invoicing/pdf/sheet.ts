// The page the invoice is drawn on: A4 through pdfkit, with DejaVu Sans Condensed embedded (it has every Polish
// letter; pdfkit's built-in fonts have none). The font files come from the npm package `dejavu-fonts-ttf`: the
// Bitstream Vera licence with DejaVu's changes in the public domain, which allows embedding and redistributing the
// fonts (its notice: node_modules/dejavu-fonts-ttf/LICENSE). pdfkit embeds only the glyphs used.
// Positions are points from the top left; every section asks `room` for space, which starts a new page when short.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "fontkit";

const require = createRequire(import.meta.url);

interface PdfLibraries {
  PDFDocument: typeof import("pdfkit");
  fonts: { regular: Font; bold: Font };
}

let libraries: Promise<PdfLibraries> | undefined;
/**
 * pdfkit and fontkit, loaded with the first invoice rather than at every process's start (0.3 s of it), and DejaVu
 * parsed once for every invoice (pdfkit takes a fontkit font): parsing its tables took most of a render.
 */
function loadLibraries(): Promise<PdfLibraries> {
  libraries ??= Promise.all([import("pdfkit"), import("fontkit")]).then(([pdfkit, { create }]) => {
    const font = (path: string): Font => {
      const parsed = create(readFileSync(path));
      if (!("layout" in parsed)) throw new Error(`${path} is a font collection`);
      return parsed;
    };
    return {
      PDFDocument: pdfkit.default,
      fonts: {
        regular: font(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf")),
        bold: font(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf")),
      },
    };
  });
  libraries.catch(() => {
    libraries = undefined;
  });
  return libraries;
}

export const INK = "#111111";
export const MUTED = "#666666";
const RULE = "#b5b5b5";
const SHADE = "#eeeeee";

export interface SheetInfo {
  title: string;
  author: string;
  subject: string;
  /** Also the file's identifier: the same instant gives the same bytes. */
  createdAt: Date;
}

export class Sheet {
  readonly pdf: PDFKit.PDFDocument;
  readonly left = 40;
  readonly top = 40;
  readonly width: number;
  readonly bottom: number;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Uint8Array>;

  /** A new A4 page set up for an invoice. */
  static async open(info: SheetInfo): Promise<Sheet> {
    return new Sheet(info, await loadLibraries());
  }

  private constructor(info: SheetInfo, { PDFDocument, fonts }: PdfLibraries) {
    this.pdf = new PDFDocument({
      size: "A4",
      margin: 40,
      bufferPages: true,
      lang: "pl-PL",
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        Creator: info.author,
        CreationDate: info.createdAt,
        ModDate: info.createdAt,
      },
    });
    const { regular, bold } = fonts;
    // pdfkit 0.20 takes a fontkit font where its types say a file or bytes.
    this.pdf.registerFont("regular", regular as unknown as Buffer);
    this.pdf.registerFont("bold", bold as unknown as Buffer);
    this.pdf.font("regular");
    this.width = this.pdf.page.width - 2 * this.left;
    // Page numbers go below this line.
    this.bottom = this.pdf.page.height - 55;
    this.pdf.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.finished = new Promise((resolve, reject) => {
      this.pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.pdf.on("error", reject);
    });
  }

  /** `y` when `height` more fits on the page, else the top of a new page. */
  room(y: number, height: number): number {
    if (y + height <= this.bottom) return y;
    this.pdf.addPage();
    return this.top;
  }

  /** Text on one line (cut with an ellipsis at the width), in the given font, size and colour. */
  line(text: string, x: number, y: number, width: number, style: TextStyle = {}): void {
    this.style(style);
    // pdfkit ends the text with "…" where a second line would pass `height`.
    const height = this.pdf.currentLineHeight(true) * 1.5;
    this.pdf.text(text, x, y, { width, height, align: style.align ?? "left", ellipsis: true });
  }

  /** Text wrapped to the width; returns the height it took. */
  block(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    this.style(style);
    const options = { width, align: style.align ?? "left" } as const;
    const height = this.pdf.heightOfString(text, options);
    this.pdf.text(text, x, y, options);
    return height;
  }

  /** The height `text` would take wrapped to the width. */
  heightOf(text: string, width: number, style: TextStyle = {}): number {
    this.style(style);
    return this.pdf.heightOfString(text, { width });
  }

  /** A Polish label with its English translation beneath in smaller, lighter type; returns the height taken. */
  label(pl: string, en: string, x: number, y: number, width: number, align: "left" | "right" | "center" = "left"): number {
    this.line(pl, x, y, width, { size: 7.5, bold: true, color: INK, align });
    this.line(en, x, y + 9, width, { size: 6.5, color: MUTED, align });
    return 18;
  }

  rule(y: number, x = this.left, width = this.width, color = RULE): void {
    this.pdf
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  shade(x: number, y: number, width: number, height: number): void {
    this.pdf.rect(x, y, width, height).fillColor(SHADE).fill();
  }

  /** "Strona 1 z 2 / Page 1 of 2" under every page, then the file's bytes. */
  finish(): Promise<Uint8Array> {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.pdf.switchToPage(index);
      // Below the bottom margin pdfkit would start a page of its own.
      const margin = this.pdf.page.margins.bottom;
      this.pdf.page.margins.bottom = 0;
      const text = `Strona ${index + 1} z ${count} / Page ${index + 1} of ${count}`;
      this.line(text, this.left, this.pdf.page.height - 35, this.width, { size: 7, color: MUTED, align: "center" });
      this.pdf.page.margins.bottom = margin;
    }
    this.pdf.end();
    return this.finished;
  }

  private style(style: TextStyle): void {
    this.pdf
      .font(style.bold ? "bold" : "regular")
      .fontSize(style.size ?? 8.5)
      .fillColor(style.color ?? INK);
  }
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: "left" | "right" | "center";
}
