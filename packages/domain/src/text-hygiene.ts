// Characters nobody means to send and PostgreSQL refuses in text: NUL, and an unpaired UTF-16 surrogate (half of a
// character). The API refuses them in every input (apps/api/src/http/input-hygiene.ts); the catalogue import names
// the cell that holds one.

/** Whether a string holds a NUL or an unpaired UTF-16 surrogate. */
export function hasForbiddenCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0) return true;
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(index + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true; // a lone low, or a high without its low
    index++;
  }
  return false;
}
