// The CSV uploads of the stock documents (goods receipts, a register's daily sales: issue 33): the file comes as a
// JSON body's `csv` or a multipart form's `file` (with the form's other fields), at most 5 MB.
import { z } from "zod";
import { AppError } from "../core/app-error";

const MAX_CSV_BYTES = 5_000_000;

/** A multipart form's file (or the file's text as a plain field). */
export const CsvFile = z
  .union([z.custom<File>((value) => value instanceof File, "file"), z.string().max(MAX_CSV_BYTES, "tooLong")])
  .meta({ type: "string", format: "binary", description: "The CSV file (UTF-8, comma-separated, header first), at most 5 MB" });

/** The file's text, whichever way it came; null when neither body has it. */
export async function csvText(json: { csv?: string } | undefined, form: { file?: File | string } | undefined): Promise<string | null> {
  if (typeof json?.csv === "string") return json.csv;
  const file = form?.file;
  if (file === undefined) return null;
  const text = typeof file === "string" ? file : await file.text();
  if (text.length > MAX_CSV_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  return text;
}
