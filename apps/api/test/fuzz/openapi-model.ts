// The operations of the API's OpenAPI document, and a plausible value for a schema (the starting point the
// fuzz cases then break).

export type Schema = Record<string, any>;

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: Schema | undefined;
  /** Other body media types it takes (multipart, csv...). */
  bodyTypes: string[];
  /** Statuses whose documented answer is not JSON (HTML pages, images, CSV). */
  nonJsonStatuses: Set<string>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Every operation of the document, in a stable order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const content: Record<string, { schema?: Schema }> = op.requestBody?.content ?? {};
      const nonJsonStatuses = new Set(
        Object.entries(op.responses ?? {})
          .filter(([, answer]: [string, any]) => answer?.content && !Object.keys(answer.content).some((type) => type.includes("json")))
          .map(([status]) => status),
      );
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
        body: content["application/json"]?.schema,
        bodyTypes: Object.keys(content).filter((type) => type !== "application/json"),
        nonJsonStatuses,
      });
    }
  }
  return operations;
}

/** The schema a $ref names, else the schema itself. */
function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; depth < 10 && typeof current.$ref === "string"; depth++)
    current = doc.components?.schemas?.[current.$ref.split("/").at(-1) as string] ?? {};
  return current;
}

/** A value the schema plausibly accepts (the fuzz cases start from it and break one thing). */
export function sampleOf(doc: OpenApiDocument, given: Schema | undefined, depth = 0): unknown {
  const schema = resolve(doc, given);
  if (depth > 6) return null;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("default" in schema) return schema.default;
  if ("example" in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return sampleOf(doc, variants.find((v: Schema) => v.type !== "null") ?? variants[0], depth + 1);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part: Schema) => sampleOf(doc, part, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  switch (type) {
    case "object":
    case undefined: {
      if (!schema.properties) return type === "object" ? {} : "x";
      return Object.fromEntries(Object.entries(schema.properties).map(([key, inner]) => [key, sampleOf(doc, inner as Schema, depth + 1)]));
    }
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(doc, schema.items, depth + 1));
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1));
    case "boolean":
      return true;
    default:
      return stringFor(schema);
  }
}

function stringFor(schema: Schema): string {
  if (schema.format === "email") return "fuzz@example.test";
  if (schema.format === "uuid") return "7f6a7d1e-5a4b-4c3d-9e8f-0a1b2c3d4e5f";
  if (schema.format === "date-time") return "2026-11-22T10:00:00.000Z";
  if (schema.format === "date") return "2026-11-22";
  if (schema.format === "uri") return "http://shop.test/en";
  return "x".repeat(Math.max(1, Math.min(schema.minLength ?? 3, 64)));
}

/** The names of an object schema's properties (after $ref), for dropping and retyping fields. */
export function propertiesOf(doc: OpenApiDocument, given: Schema | undefined): string[] {
  const schema = resolve(doc, given);
  return Object.keys(schema.properties ?? {});
}
