// The invoice's tables: its lines (continued on the next page with the header again) and the totals per VAT rate.
import type { InvoiceDocument, InvoiceLine } from "@shop/domain";
import { plAmount, plMoney, rateLabel } from "./format";
import { MUTED, type Sheet } from "./sheet";

interface Column {
  pl: string;
  en: string;
  width: number;
  align: "left" | "right" | "center";
}

const PAD = 3;

const LINE_COLUMNS: Column[] = [
  { pl: "Lp.", en: "No.", width: 20, align: "right" },
  { pl: "Nazwa", en: "Description", width: 163, align: "left" },
  { pl: "Ilość", en: "Qty", width: 34, align: "right" },
  { pl: "J.m.", en: "Unit", width: 28, align: "center" },
  { pl: "Cena netto", en: "Unit net price", width: 56, align: "right" },
  { pl: "Wartość netto", en: "Net amount", width: 60, align: "right" },
  { pl: "Stawka VAT", en: "VAT rate", width: 36, align: "right" },
  { pl: "Kwota VAT", en: "VAT amount", width: 56, align: "right" },
  { pl: "Wartość brutto", en: "Gross amount", width: 62, align: "right" },
];

const NAME_WIDTH = (LINE_COLUMNS[1]?.width ?? 0) - 2 * PAD;

function headerHeight(sheet: Sheet, columns: Column[]): number {
  const heights = columns.map(
    (column) =>
      sheet.heightOf(column.pl, column.width - 2 * PAD, { size: 7, bold: true }) +
      sheet.heightOf(column.en, column.width - 2 * PAD, { size: 6 }),
  );
  return Math.max(...heights) + 2 * PAD;
}

/** The shaded header row of a table; returns the y under it. */
function header(sheet: Sheet, columns: Column[], x0: number, y: number): number {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const height = headerHeight(sheet, columns);
  sheet.shade(x0, y, total, height);
  let x = x0;
  for (const column of columns) {
    const inner = column.width - 2 * PAD;
    const style = { align: column.align } as const;
    const used = sheet.block(column.pl, x + PAD, y + PAD, inner, { ...style, size: 7, bold: true });
    sheet.block(column.en, x + PAD, y + PAD + used, inner, { ...style, size: 6, color: MUTED });
    x += column.width;
  }
  return y + height;
}

/** A coupon's share under the name; cancellations' negative shares are not repeated. */
const discountNote = (line: InvoiceLine) => (line.discount > 0 ? `rabat / discount: ${plMoney(line.discount)}` : null);

function cells(line: InvoiceLine): string[] {
  return [
    `${line.position}.`,
    line.name,
    line.quantity === null ? "" : String(line.quantity),
    line.unit ?? "",
    line.unitNet === null ? "" : plAmount(line.unitNet),
    plAmount(line.net),
    rateLabel(line.vatRate),
    plAmount(line.vat),
    plAmount(line.gross),
  ];
}

/** The lines; returns the y under the table. */
export function linesTable(sheet: Sheet, doc: InvoiceDocument, top: number): number {
  let y = header(sheet, LINE_COLUMNS, sheet.left, sheet.room(top, headerHeight(sheet, LINE_COLUMNS) + 30));
  for (const line of doc.lines) {
    const note = discountNote(line);
    const nameHeight = sheet.heightOf(line.name, NAME_WIDTH, { size: 8 });
    const noteHeight = note ? sheet.heightOf(note, NAME_WIDTH, { size: 6.5 }) : 0;
    const height = Math.max(nameHeight + noteHeight, 10) + 2 * PAD;
    const next = sheet.room(y, height);
    if (next !== y) y = header(sheet, LINE_COLUMNS, sheet.left, next);
    let x = sheet.left;
    cells(line).forEach((text, index) => {
      const column = LINE_COLUMNS[index] as Column;
      const inner = column.width - 2 * PAD;
      if (index === 1) {
        const used = sheet.block(text, x + PAD, y + PAD, inner, { size: 8 });
        if (note) sheet.block(note, x + PAD, y + PAD + used, inner, { size: 6.5, color: MUTED });
      } else {
        sheet.line(text, x + PAD, y + PAD, inner, { size: 8, align: column.align });
      }
      x += column.width;
    });
    y += height;
    sheet.rule(y);
  }
  return y;
}

const SUMMARY_COLUMNS: Column[] = [
  { pl: "Stawka VAT", en: "VAT rate", width: 70, align: "left" },
  { pl: "Wartość netto", en: "Net amount", width: 80, align: "right" },
  { pl: "Kwota VAT", en: "VAT amount", width: 80, align: "right" },
  { pl: "Wartość brutto", en: "Gross amount", width: 80, align: "right" },
];

/** The totals per rate and altogether, at the right; returns the y under them. */
export function rateSummary(sheet: Sheet, doc: InvoiceDocument, top: number): number {
  const width = SUMMARY_COLUMNS.reduce((sum, column) => sum + column.width, 0);
  const x0 = sheet.left + sheet.width - width;
  const rows = [
    ...doc.totals.byRate.map((rate) => ({ cells: [rateLabel(rate.vatRate), ...money(rate)], bold: false })),
    { cells: ["Razem / Total", ...money(doc.totals)], bold: true },
  ];
  const rowHeight = 14;
  let y = sheet.room(top + 10, headerHeight(sheet, SUMMARY_COLUMNS) + rows.length * rowHeight);
  sheet.label("Podsumowanie według stawek VAT", "Totals by VAT rate", sheet.left, y + 4, x0 - sheet.left - 10);
  y = header(sheet, SUMMARY_COLUMNS, x0, y);
  for (const row of rows) {
    let x = x0;
    row.cells.forEach((text, index) => {
      const column = SUMMARY_COLUMNS[index] as Column;
      sheet.line(text, x + PAD, y + PAD, column.width - 2 * PAD, { size: 8, bold: row.bold, align: column.align });
      x += column.width;
    });
    y += rowHeight;
    sheet.rule(y, x0, width);
  }
  return y;
}

function money(of: { net: number; vat: number; gross: number }): string[] {
  return [plAmount(of.net), plAmount(of.vat), plAmount(of.gross)];
}
