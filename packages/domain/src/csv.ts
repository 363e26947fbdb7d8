// CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted when they hold a comma, a quote
// (doubled inside) or a line break; lines end in CRLF, LF or CR; a UTF-8 byte order mark is ignored. The
// reading is csv-parse's and the writing csv-stringify's (docs/adr/0013); this module sets their options and
// keeps what the offers' import and export (offers-csv.ts) rely on: each record's line, and the syntax errors
// named as the import names them. Pure: both libraries' sync APIs work on strings in memory. Their Node builds
// use Node's Buffer, which browsers lack (the storefront imports this package): package.json's `browser` field
// hands browsers the libraries' browser builds instead.
import { CsvError, type InfoField, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/** One record and the line of the file it starts on (1-based; a quoted line break makes a record span lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvSyntaxProblem = "unterminatedQuote" | "textAfterQuote";

export interface CsvParseResult {
  records: CsvRecord[];
  /** The first syntax error, if any: the records before it are still given. */
  error: { line: number; problem: CsvSyntaxProblem } | null;
}

const LINE_BREAKS = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAKS)?.length ?? 0;
/** The comma or line end that csv-parse's raw text holds after a field (no field ends in one of those). */
const withoutSeparator = (raw: string) => raw.replace(/[,\r\n]$/, "");

/** Stops csv-parse (thrown from its cast hook) at a closing quote followed by text: `"x"y`. */
class TextAfterQuote {
  constructor(readonly line: number) {}
}
/** Stops a lenient reading that cannot tell whether a quoted field had text after its closing quote. */
const READ_AGAIN = Symbol("read again");

/**
 * How csv-parse reads: `strict` (RFC 4180: a quote inside an unquoted field is an error), `lenient`
 * (relax_quotes: such a quote is a character, as in 5" bowl) or `checked` (lenient, each quoted field checked).
 */
type Reading = "strict" | "lenient" | "checked";

/** Parses CSV text; blank lines are skipped. */
export function parseCsv(input: string): CsvParseResult {
  // A file as spreadsheets write it passes the strict reading. One with a quote inside an unquoted field is
  // read leniently; relax_quotes also takes `"x"y` as the value `"x"y` (the strict reading's error), so a
  // lenient reading that gives a value starting with a quote, or ends inside one, is read again, checked. The
  // check costs csv-parse a context object per field (ten times the reading's time), hence the order.
  return read(input, "strict") ?? read(input, "lenient") ?? read(input, "checked");
}

/** The records and the first error; null when this reading cannot tell and the next one must (never `checked`). */
function read(input: string, reading: "checked"): CsvParseResult;
function read(input: string, reading: Reading): CsvParseResult | null;
function read(input: string, reading: Reading): CsvParseResult | null {
  const records: CsvRecord[] = [];
  // The line the next record starts on. csv-parse's own count (info.lines) takes a CRLF inside quotes for two
  // lines, so lines are counted here: one per record, plus the line breaks inside its quoted fields.
  let line = 1;
  // Where the field being read starts in the raw text of its record.
  let fieldStart = 0;
  const checkQuotedField = (value: string, context: InfoField) => {
    const raw = context.raw ?? "";
    if (context.index === 0) fieldStart = 0;
    const written = withoutSeparator(raw.slice(fieldStart));
    fieldStart = raw.length;
    // A field that opened with a quote must be exactly its value quoted; `"x"y` gives `"x"y`, which quoted
    // again is longer than what was written.
    if (context.quoting && written !== `"${value.replaceAll('"', '""')}"`)
      throw new TextAfterQuote(line + lineBreaks(withoutSeparator(raw)));
    return value;
  };
  try {
    parse(input, {
      bom: true,
      // All three line ends, even mixed in one file (by default csv-parse keeps to the first one it meets).
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_quotes: reading !== "strict",
      // Lines may have different numbers of fields: the offers' import reports those with its own message.
      relax_column_count: true,
      // Blank lines come through as [""] and are dropped below, so that every line is counted.
      skip_empty_lines: false,
      // The raw text of the record so far: for the check, and for the line of an error.
      raw: true,
      ...(reading === "checked" ? { cast: checkQuotedField } : {}),
      on_record: (output) => {
        // With `raw`, csv-parse hands over { record, raw } (its types say a plain array).
        const { record } = output as unknown as { record: string[] };
        if (reading === "lenient" && record.some((field) => field.startsWith('"'))) throw READ_AGAIN;
        if (!(record.length === 1 && record[0] === "")) records.push({ line, fields: record });
        line += 1 + record.reduce((sum, field) => sum + lineBreaks(field), 0);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof TextAfterQuote) return { records, error: { line: error.line, problem: "textAfterQuote" } };
    if (error === READ_AGAIN) return null;
    if (!(error instanceof CsvError)) throw error;
    switch (error.code) {
      // The text ended inside a quoted field: reported on the line the record starts on (when reading
      // leniently, the unfinished record may hide text after a closing quote: read again, checked).
      case "CSV_QUOTE_NOT_CLOSED":
        return reading === "lenient" ? null : { records, error: { line, problem: "unterminatedQuote" } };
      // A closing quote followed by text (strict): reported on the line of that text.
      case "CSV_INVALID_CLOSING_QUOTE":
        return { records, error: { line: line + lineBreaks(String(error.raw ?? "")), problem: "textAfterQuote" } };
      // A quote inside an unquoted field (strict): read again, leniently.
      case "INVALID_OPENING_QUOTE":
        if (reading === "strict") return null;
    }
    throw error;
  }
  return { records, error: null };
}

/** csv-stringify's options: CRLF; quotes (doubled inside) around a comma, a quote, a line break or edge spaces. */
const WRITE_OPTIONS = {
  record_delimiter: "windows",
  // Quote a lone \n or \r too (csv-stringify checks only the record delimiter once one is set).
  quote_record_delimiter: true,
  // And around edge spaces, which some programs drop from unquoted fields.
  quoted_match: /^\s|\s$/,
} as const;

/** One field as CSV: quoted (quotes doubled) when it holds a comma, a quote, a line break or edge spaces. */
export function formatCsvField(value: string): string {
  return stringify([[value]], { ...WRITE_OPTIONS, eof: false });
}

/**
 * Records as CSV text, lines ending in CRLF. With `bom`, a UTF-8 byte order mark comes first, so that
 * spreadsheet programs read the names' Polish and Cyrillic letters right.
 */
export function formatCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  return stringify([...rows], { ...WRITE_OPTIONS, bom: options.bom === true });
}
