// The audit log's "before → after": only the fields that changed, as compact "key: old → new" lines. Nested
// objects are flattened to dotted keys (texts.pl.name), arrays and deeper values are compared and shown whole.

export interface AuditChange {
  key: string;
  before: string;
  after: string;
}

/** What an absent or null value reads as. */
export const NOTHING = "—";
const MAX_DEPTH = 3;
const MAX_LENGTH = 80;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null) ?? "null";
}

function flatten(value: unknown, prefix: string, depth: number, into: Map<string, unknown>): void {
  if (isPlainObject(value) && depth < MAX_DEPTH && (depth === 0 || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, into);
    return;
  }
  into.set(prefix || "value", value);
}

function fieldsOf(value: unknown): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (value !== null && value !== undefined) flatten(value, "", 0, fields);
  return fields;
}

const shorten = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text);

/** One value as the log shows it: text as is (quoted when empty), numbers and yes/no plainly, the rest as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return NOTHING;
  if (typeof value === "string") return value === "" ? '""' : shorten(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return shorten(stable(value));
}

/** The fields that differ between `before` and `after` (either may be null: a creation or a deletion), in their order. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...new Set([...was.keys(), ...now.keys()])];
  return keys
    .filter((key) => stable(was.get(key)) !== stable(now.get(key)))
    .map((key) => ({ key, before: showValue(was.get(key)), after: showValue(now.get(key)) }));
}
