// Renders the OpenAPI document as one self-contained HTML page (no scripts, no CDN).
type Json = Record<string, unknown>;

const escapeHtml = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function schemaLabel(schema: Json | undefined): string {
  if (!schema) return "";
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop();
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.type === "array") return `${schemaLabel(schema.items as Json)}[]`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => `<code>${escapeHtml(v)}</code>`).join(" | ");
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(schemaLabel).join(" | ");
  return escapeHtml(schema.type ?? "object");
}

function operation(method: string, path: string, op: Json): string {
  const params = ((op.parameters as Json[] | undefined) ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}${p.required ? ", required" : ""}</td><td>${schemaLabel(p.schema as Json)}</td><td>${escapeHtml(p.description)}</td></tr>`,
    )
    .join("");
  const responses = Object.entries((op.responses as Record<string, Json>) ?? {})
    .map(([status, r]) => {
      const schema = (r.content as Record<string, { schema?: Json }> | undefined)?.["application/json"]?.schema;
      return `<tr><td><strong>${escapeHtml(status)}</strong></td><td>${escapeHtml(r.description)}</td><td>${schemaLabel(schema)}</td></tr>`;
    })
    .join("");
  return `<section class="op"><h3><span class="m m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>${op.description ? `<p class="d">${escapeHtml(op.description)}</p>` : ""}
${params ? `<table><caption>Parameters</caption><tr><th>Name</th><th>In</th><th>Type</th><th>About</th></tr>${params}</table>` : ""}
<table><caption>Responses</caption><tr><th>Status</th><th>About</th><th>Body</th></tr>${responses}</table></section>`;
}

function schemaSection(name: string, schema: Json): string {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const props = Object.entries((schema.properties as Record<string, Json> | undefined) ?? {})
    .map(
      ([prop, s]) =>
        `<tr><td><code>${escapeHtml(prop)}</code>${required.has(prop) ? "" : " <em>optional</em>"}</td><td>${schemaLabel(s)}</td><td>${escapeHtml(s.description)}</td></tr>`,
    )
    .join("");
  const body = props ? `<table><tr><th>Field</th><th>Type</th><th>About</th></tr>${props}</table>` : `<p>${schemaLabel(schema)}</p>`;
  return `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${body}</section>`;
}

export function renderDocsPage(doc: Json): string {
  const info = doc.info as Json;
  const ops = Object.entries((doc.paths as Record<string, Record<string, Json>>) ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => operation(method, path, op)),
  );
  const schemas = Object.entries(((doc.components as Json | undefined)?.schemas as Record<string, Json>) ?? {}).map(([n, s]) =>
    schemaSection(n, s),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} — reference</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1e1e1e;background:#f4f4f4}main{max-width:960px;margin:auto;padding:24px}
.op,section[id]{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0}table{border-collapse:collapse;width:100%;margin:8px 0}
caption{text-align:left;font-weight:600}th,td{border-bottom:1px solid #e4e4e4;padding:4px 8px;text-align:left;vertical-align:top}
.m{font:600 12px monospace;padding:2px 6px;border-radius:4px;background:#1e1e1e;color:#d9ff03}.d{color:#555}a{color:#2f56d6}
</style></head><body><main><h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)})</p>
<h2>Endpoints</h2>${ops.join("")}<h2>Schemas</h2>${schemas.join("")}</main></body></html>`;
}
