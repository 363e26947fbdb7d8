// The customer's cabinet (issue 5; spec section 2, decisions.md "Accounts and security"). Every call needs a
// signed-in user (401 before anything else is looked at) and acts on that user only: no call takes a user id.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  ApiErrorBody,
  BusinessApplication,
  BusinessInfo,
  ChangePasswordRequest,
  CurrentUser,
  DeleteAccountRequest,
  ProfileUpdate,
  SignInResponse,
} from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { changePassword } from "../use-cases/accounts/change-password";
import { deleteAccount } from "../use-cases/cabinet/delete-account";
import { submitBusinessApplication } from "../use-cases/cabinet/submit-business-application";
import { updateProfile } from "../use-cases/cabinet/update-profile";
import { signInClient } from "./auth";
import { cabinetDataRoutes } from "./cabinet-data";
import { favouriteRoutes } from "./favourites";
import { BEARER, CABINET_TAG as TAG, unauthorized } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const invalid = jsonContent(ApiErrorBody, "A value is missing or invalid (`issues` says which)");
const body = <T>(schema: T, description: string) => ({ body: { required: true, ...jsonContent(schema, description) } });

const profile = createRoute({
  method: "put",
  path: "/api/v1/cabinet/profile",
  tags: [TAG],
  summary: "Change the personal data (first and last name, phone)",
  security: BEARER,
  request: body(ProfileUpdate, "The new personal data; the e-mail cannot be changed"),
  parameters: [localeHeader],
  responses: { 200: jsonContent(CurrentUser, "The user as now stored"), 400: invalid, 401: unauthorized, ...errorResponses },
});

const password = createRoute({
  method: "post",
  path: "/api/v1/cabinet/password",
  tags: [TAG],
  summary: "Change the password",
  description:
    "Needs the current password. Every session of the user is revoked (other devices are signed out at once); the answer is " +
    "a fresh access token for this device (30 days). Wrong tries count against the sign-in rate limit.",
  security: BEARER,
  request: body(ChangePasswordRequest, "Old password, new password and its repetition"),
  parameters: [localeHeader],
  responses: {
    200: jsonContent(SignInResponse, "The new access token; the one used for this call no longer works"),
    400: jsonContent(ApiErrorBody, "WRONG_PASSWORD, or VALIDATION_FAILED (`passwordTooCommon` on newPassword, ...)"),
    401: unauthorized,
    429: jsonContent(ApiErrorBody, "Too many wrong passwords"),
    ...errorResponses,
  },
});

const business = createRoute({
  method: "put",
  path: "/api/v1/cabinet/business",
  tags: [TAG],
  summary: "Apply for a business account, or correct the application",
  description:
    "Company name, address, SSN (in Poland the NIP: its check digit is checked, 400 `invalidNip` at `ssn`) and postal index. " +
    "From none, pending or rejected the application becomes (or stays) pending for staff to review; a rejection's reason is " +
    "cleared. The NIP is looked up in the White List as it is sent: `nipCheck` keeps what the register said (active, " +
    "inactive, not-found, or unknown when it did not answer) for staff; the application is taken either way. An approved " +
    "business cannot change it (409 BUSINESS_NOT_EDITABLE).",
  security: BEARER,
  request: body(BusinessApplication, "The company's details"),
  parameters: [localeHeader],
  responses: {
    200: jsonContent(BusinessInfo, "The application, now pending"),
    400: invalid,
    401: unauthorized,
    409: jsonContent(ApiErrorBody, "BUSINESS_NOT_EDITABLE: the business is already approved"),
    ...errorResponses,
  },
});

const account = createRoute({
  method: "delete",
  path: "/api/v1/cabinet/account",
  tags: [TAG],
  summary: "Delete the account (GDPR)",
  description:
    "Needs the password. The account is anonymised (its orders are kept without personal data); sessions, e-mail tokens, " +
    "personal coupons, reviews and e-mails to the address are removed. The access token stops working at once.",
  security: BEARER,
  request: body(DeleteAccountRequest, "The current password"),
  parameters: [localeHeader],
  responses: {
    204: { description: "Deleted" },
    400: jsonContent(ApiErrorBody, "WRONG_PASSWORD, or the password is missing"),
    401: unauthorized,
    429: jsonContent(ApiErrorBody, "Too many wrong passwords"),
    ...errorResponses,
  },
});

export function cabinetRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "The access token of sign-in (opaque; the browser keeps it in localStorage `api_key`)",
  });
  app.use("/api/v1/cabinet/*", async (c, next) => {
    requireUser(c);
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.openapi(profile, async (c) => c.json(await updateProfile(db(), requireUser(c), c.req.valid("json")), 200));
  app.openapi(password, async (c) => {
    const input = c.req.valid("json");
    return c.json(
      await changePassword({ db: db(), limits: deps.limits, locale: c.var.locale }, requireUser(c), input, signInClient(c)),
      200,
    );
  });
  app.openapi(business, async (c) => {
    const taxDeps = { db: db(), registries: deps.taxRegistries, limits: deps.limits };
    return c.json(await submitBusinessApplication(taxDeps, requireUser(c), c.req.valid("json")), 200);
  });
  app.openapi(account, async (c) => {
    await deleteAccount({ db: db(), limits: deps.limits }, requireUser(c), c.req.valid("json").password);
    return c.body(null, 204);
  });
  cabinetDataRoutes(app, deps);
  favouriteRoutes(app, deps);
}
