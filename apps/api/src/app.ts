import { OpenAPIHono } from "@hono/zod-openapi";
import { VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import { AppError } from "./http/app-error";
import { authenticate } from "./http/auth";
import type { ApiDeps, ApiEnv } from "./http/context";
import { errorResponse } from "./http/errors";
import { requestContext } from "./http/request-context";
import { OPENAPI_INFO } from "./openapi-info";
import { authRoutes } from "./routes/auth";
import { cabinetRoutes } from "./routes/cabinet";
import { catalogueRoutes } from "./routes/catalogue";
import { cityRoutes } from "./routes/cities";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { docsRoutes } from "./routes/docs";
import { mediaRoutes } from "./routes/media";
import { passwordRestoreRoutes } from "./routes/password-restore";
import { redirectRoutes } from "./routes/redirects";
import { staffRoutes } from "./routes/staff";
import { systemRoutes } from "./routes/system";

/** The API under /api: routes parse, call one use-case and respond. */
export function createApi(deps: ApiDeps): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        // A message that is a ValidationKey (contracts) is shown in the request's language.
        const locale = c.var.locale ?? "en";
        const translate = (message: string) =>
          Object.hasOwn(VALIDATION_MESSAGES, message) ? VALIDATION_MESSAGES[message as ValidationKey][locale] : message;
        const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: translate(issue.message) }));
        throw new AppError("VALIDATION_FAILED", { issues });
      }
    },
  });
  app.use("*", requestContext(deps.logger));
  app.use("*", authenticate(deps));
  cityRoutes(app, deps);
  authRoutes(app, deps);
  passwordRestoreRoutes(app, deps);
  cabinetRoutes(app, deps);
  staffRoutes(app, deps);
  devMailboxRoutes(app, deps);
  catalogueRoutes(app, deps);
  mediaRoutes(app, deps);
  redirectRoutes(app, deps);
  systemRoutes(app, deps);
  app.doc31("/api/v1/openapi.json", { openapi: "3.1.0", info: OPENAPI_INFO });
  docsRoutes(app);
  app.notFound((c) => errorResponse(c, new AppError("NOT_FOUND"), deps.development));
  app.onError((error, c) => errorResponse(c, error, deps.development));
  return app;
}
