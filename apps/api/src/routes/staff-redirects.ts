// Back office: redirects (issue 7), admins only (everybody else gets 404). The storefront's lookup
// (routes/redirects.ts) answers with a change at once; every change is in the audit log.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { StaffRedirect, StaffRedirectInput, StaffRedirectList, StaffRedirectQuery } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { deleteRedirect } from "../use-cases/staff/redirects/delete-redirect";
import { getStaffRedirect } from "../use-cases/staff/redirects/get-staff-redirect";
import { listStaffRedirects } from "../use-cases/staff/redirects/list-staff-redirects";
import { saveRedirect } from "../use-cases/staff/redirects/save-redirect";
import { staffCrudRoutes } from "./staff-crud";

const WRITE =
  "Paths are stored without the locale prefix and the trailing slash (`/en/warszawa/promo/` → `/warszawa/promo`), so one " +
  "redirect serves every language. The lookup follows one hop: a target that is itself redirected, or a source that other " +
  "redirects lead to, is refused (400). A source already redirected is 409 CONFLICT.";

export function staffRedirectsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  staffCrudRoutes(app, deps, {
    path: "/api/v1/staff/redirects",
    id: "redirectId",
    schemas: { query: StaffRedirectQuery, input: StaffRedirectInput, item: StaffRedirect, list: StaffRedirectList },
    texts: {
      list: {
        summary: "Redirects",
        description: "By source path, 50 a page (`page`); `q` finds redirects whose source or target contains it.",
      },
      read: { summary: "A redirect" },
      create: { summary: "Create a redirect", description: WRITE },
      update: { summary: "Change a redirect", description: WRITE },
      remove: { summary: "Delete a redirect" },
      input: "The redirect",
      item: "The redirect",
      page: "One page of redirects",
      notFound: "No redirect with this id, or the caller is not an admin",
      invalid:
        "VALIDATION_FAILED: a path is not of this shop, the source has a query, the target is the source, or the redirect would " +
        "make a chain or a loop (`issues` says which, in the caller's language)",
      conflict: { create: "CONFLICT: a redirect from this path exists", update: "CONFLICT: another redirect from this path exists" },
    },
    list: ({ deps }, query) => listStaffRedirects(deps.database.db, query),
    read: ({ deps }, id) => getStaffRedirect(deps.database.db, id),
    save: ({ deps, staff, locale }, id, input) => saveRedirect(deps, staff, id, input, locale),
    remove: ({ deps, staff }, id) => deleteRedirect(deps, staff, id),
  });
}
