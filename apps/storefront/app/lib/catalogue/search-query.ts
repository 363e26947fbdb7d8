// Search text as the search page and the header's suggestions read it (apart from the listing's other
// filters, so that the header, on every page, does not carry the listing's URL code).

/** Shorter search text asks for more (the search page and the header's suggestions). */
export const MIN_QUERY_LENGTH = 2;

export function normaliseQuery(text: string | null): string {
  return (text ?? "").replace(/\s+/g, " ").trim().slice(0, 100).trim();
}
