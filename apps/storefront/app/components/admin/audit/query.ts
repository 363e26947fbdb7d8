// The audit log page's filters in its address: one name per filter, the staff member by e-mail (`actor`), days
// as YYYY-MM-DD (shop time), and the page.

export const AUDIT_FILTERS = ["action", "entityType", "entityId", "actor", "city", "from", "to"] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];
export type AuditFilterValues = Record<AuditFilterName, string> & { page: number };

/** The filters as typed in the address (trimmed, at most 254 characters each). */
export function readAuditFilters(search: URLSearchParams): AuditFilterValues {
  const values = Object.fromEntries(AUDIT_FILTERS.map((name) => [name, (search.get(name) ?? "").trim().slice(0, 254)]));
  const page = Number(search.get("page"));
  return { ...(values as Record<AuditFilterName, string>), page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** The address's query for a page of the log with the same filters. */
export function auditQuery(filters: AuditFilterValues, page: number): Record<string, string | number | undefined> {
  return { ...Object.fromEntries(AUDIT_FILTERS.map((name) => [name, filters[name] || undefined])), page: page > 1 ? page : undefined };
}
