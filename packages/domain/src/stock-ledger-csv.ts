// The stock ledger as CSV (issue 33; docs/inventory.md "The ledger in the back office"): one line a movement, newest
// first, UTF-8 with a byte order mark and CRLF (csv.ts). Times in shop time (Europe/Warsaw) and as UTC instants, unit
// costs in złoty with a dot, kinds, reasons and documents as their codes. Texts people typed (product names, notes,
// addresses) never start a formula in a spreadsheet: a leading = + - @ gets an apostrophe.
import { formatCsv } from "./csv";
import { formatZloty } from "./offer-values";
import { SHOP_TIME_ZONE } from "./pickup-slots";

/** The most lines one export holds: a wider choice is refused (narrow the dates or choose a store). */
export const LEDGER_CSV_MAX_ROWS = 100_000;

export const LEDGER_CSV_COLUMNS = [
  "id",
  "at",
  "at_utc",
  "store_id",
  "store",
  "city",
  "product_id",
  "sku",
  "ean",
  "product",
  "kind",
  "reason",
  "quantity",
  "quantity_after",
  "unit_cost",
  "document_type",
  "document_id",
  "actor",
  "actor_name",
  "note",
] as const;

/** One movement as the CSV writes it. */
export interface LedgerCsvLine {
  id: number;
  at: Date;
  storeId: number;
  store: string;
  city: string;
  productId: number;
  sku: string;
  ean: string | null;
  product: string;
  kind: string;
  reason: string | null;
  quantity: number;
  quantityAfter: number;
  /** Grosze, net. */
  unitCost: number | null;
  document: { type: string; id: string } | null;
  actor: "staff" | "customer" | "system";
  /** A staff member's name (nobody's for a customer or the system). */
  actorName: string | null;
  note: string | null;
}

/** A text cell that a spreadsheet never runs as a formula: a leading = + - @ (or tab, CR) gets an apostrophe. */
export const inertCsvText = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-29 08:15:02": the instant's date and time on a Warsaw clock. */
export function shopDateTimeText(instant: Date): string {
  const part = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The header line, with the byte order mark spreadsheets need for Polish and Cyrillic letters. */
export function ledgerCsvHeader(): string {
  return formatCsv([[...LEDGER_CSV_COLUMNS]], { bom: true });
}

/** Movements as CSV lines (each ending in CRLF), to follow the header. */
export function ledgerCsvLines(lines: readonly LedgerCsvLine[]): string {
  return formatCsv(
    lines.map((line) => [
      String(line.id),
      shopDateTimeText(line.at),
      line.at.toISOString(),
      String(line.storeId),
      inertCsvText(line.store),
      inertCsvText(line.city),
      String(line.productId),
      inertCsvText(line.sku),
      line.ean ?? "",
      inertCsvText(line.product),
      line.kind,
      line.reason ?? "",
      String(line.quantity),
      String(line.quantityAfter),
      line.unitCost === null ? "" : formatZloty(line.unitCost),
      line.document?.type ?? "",
      inertCsvText(line.document?.id ?? ""),
      line.actor,
      inertCsvText(line.actorName ?? ""),
      inertCsvText(line.note ?? ""),
    ]),
  );
}
