// CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted when they hold a comma, a quote
// (doubled inside) or a line break; lines end in CRLF, LF or CR; a UTF-8 byte order mark is ignored. Pure: the
// offers' import and export (offers-csv.ts) build on it.

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

const BOM = "\uFEFF";

/** Parses CSV text; blank lines are skipped. */
export function parseCsv(input: string): CsvParseResult {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let afterQuote = false;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = "";
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
  };
  const lineBreakAt = (at: number) => (text[at] === "\r" && text[at + 1] === "\n" ? 2 : text[at] === "\r" || text[at] === "\n" ? 1 : 0);

  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
        i++;
        continue;
      }
      const breakLength = lineBreakAt(i);
      if (breakLength) {
        field += text.slice(i, i + breakLength);
        line++;
        i += breakLength;
        continue;
      }
      field += char;
      i++;
      continue;
    }
    const breakLength = lineBreakAt(i);
    if (breakLength) {
      endRecord();
      line++;
      recordLine = line;
      i += breakLength;
      continue;
    }
    if (char === ",") {
      endField();
      i++;
      continue;
    }
    if (afterQuote) return { records, error: { line, problem: "textAfterQuote" } };
    if (char === '"' && field === "") {
      quoted = true;
      i++;
      continue;
    }
    field += char;
    i++;
  }
  if (quoted) return { records, error: { line: recordLine, problem: "unterminatedQuote" } };
  if (field !== "" || fields.length > 0 || afterQuote) endRecord();
  return { records, error: null };
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field as CSV: quoted (quotes doubled) when it holds a comma, a quote, a line break or edge spaces. */
export function formatCsvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Records as CSV text, lines ending in CRLF. With `bom`, a UTF-8 byte order mark comes first, so that
 * spreadsheet programs read the names' Polish and Cyrillic letters right.
 */
export function formatCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  const body = rows.map((row) => `${row.map(formatCsvField).join(",")}\r\n`).join("");
  return options.bom ? `${BOM}${body}` : body;
}
