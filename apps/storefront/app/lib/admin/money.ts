// Numbers in the back office's forms: złoty as typed ("12,50" or "12.50"), grosze for the API; whole numbers.

/** Grosze as a form value ("12.50"); "" for none. */
export const groszeToInput = (grosze: number | null | undefined): string =>
  grosze === null || grosze === undefined ? "" : (grosze / 100).toFixed(2);

const ZLOTY = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** Złoty as typed, in grosze; null when empty, undefined when it is no amount. */
export function zlotyToGrosze(value: string): number | null | undefined {
  const text = value.trim().replace(/\s|zł/gi, "");
  if (!text) return null;
  const match = ZLOTY.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A whole number as typed; null when empty, undefined when it is none. */
export function wholeNumber(value: string): number | null | undefined {
  const text = value.trim();
  if (!text) return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}
