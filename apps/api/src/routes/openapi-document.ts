// The OpenAPI document (/api/v1/openapi.json and /api/docs): the routes' own, with what every staff operation answers
// at its gate documented once here (issue 35): 403 SECOND_FACTOR_REQUIRED for a session without a second factor.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../http/context";
import { OPENAPI_INFO } from "../openapi-info";

type Doc = ReturnType<OpenAPIHono<ApiEnv>["getOpenAPI31Document"]>;

export const SECOND_FACTOR_GATE =
  "SECOND_FACTOR_REQUIRED: staff whose session has not proved a second factor (signed in with the password alone, no " +
  "factor enrolled) may only enrol one (/api/v1/auth/second-factor/totp)";

function withStaffGate(doc: Doc): Doc {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith("/api/v1/staff/") || !item) continue;
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const op = item[method];
      if (!op?.responses) continue;
      const responses = op.responses as Record<string, { description: string; content?: unknown }>;
      const known = responses["403"];
      if (known) known.description = `${SECOND_FACTOR_GATE}; ${known.description}`;
      else responses["403"] = { description: SECOND_FACTOR_GATE, content: responses["500"]?.content };
    }
  }
  return doc;
}

export function openApiDocumentOf(app: OpenAPIHono<ApiEnv>): () => Doc {
  let doc: Doc | undefined;
  return () => {
    doc ??= withStaffGate(app.getOpenAPI31Document({ openapi: "3.1.0", info: OPENAPI_INFO }));
    return doc;
  };
}
