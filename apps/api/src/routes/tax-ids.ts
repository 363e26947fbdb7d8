// Tax numbers (issue 34; docs/invoices.md "NIP checks"): a signed-in customer checks a NIP in the Ministry of
// Finance's White List (the business application and the checkout's invoice prefill the company from it) or an EU
// VAT number in VIES. The number's form (a NIP's check digit) is checked first; a registry that does not answer is
// `unknown` (200), never an error.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, NipParam, TaxIdCheck, VatNumberParam } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { checkNip } from "../use-cases/tax-ids/check-nip";
import { checkVatNumber } from "../use-cases/tax-ids/check-vat-number";
import { BEARER, unauthorized } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Tax numbers";
const answers = (registry: string) => ({
  200: jsonContent(
    TaxIdCheck,
    `What ${registry} said today (Warsaw): active, inactive, not-found, or unknown when it did not answer (the number is not refused for that)`,
  ),
  400: jsonContent(ApiErrorBody, "VALIDATION_FAILED: the number is malformed (`issues` names the field and says why)"),
  401: unauthorized,
  429: jsonContent(ApiErrorBody, "Too many checks: try again later (Retry-After)"),
  ...errorResponses,
});

const nipRoute = createRoute({
  method: "get",
  path: "/api/v1/tax-ids/nip/{nip}",
  tags: [TAG],
  summary: "Check a NIP in the White List (Wykaz podatników VAT)",
  description:
    "The NIP's check digit first (400 `invalidNip` at `nip`); then the Ministry of Finance's answer for today, asked once " +
    "a day per NIP and kept with its `requestId` (the proof of the query). An active VAT payer comes with its name and " +
    "address; `inactive` is exempt or no longer registered. At most 20 checks an hour per customer.",
  security: BEARER,
  request: { params: NipParam },
  parameters: [localeHeader],
  responses: answers("the White List"),
});

const vatRoute = createRoute({
  method: "get",
  path: "/api/v1/tax-ids/vat/{vatNumber}",
  tags: [TAG],
  summary: "Check an EU VAT number in VIES",
  description:
    "The number with its country code (DE123456789; Greece EL); a Polish one's check digit first. `active`: VIES says it " +
    "is valid; `not-found`: VIES says it is not; VIES's unavailable answers (member state unavailable, timeout) are " +
    "`unknown`, never invalid. Counted with the NIP checks.",
  security: BEARER,
  request: { params: VatNumberParam },
  parameters: [localeHeader],
  responses: answers("VIES"),
});

export function taxIdRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const taxDeps = () => ({ db: deps.database.db, registries: deps.taxRegistries, limits: deps.limits });
  app.use("/api/v1/tax-ids/*", async (c, next) => {
    requireUser(c);
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.openapi(nipRoute, async (c) =>
    c.json(await checkNip(taxDeps(), { nip: c.req.valid("param").nip, limitKey: `u:${requireUser(c).id}` }), 200),
  );
  app.openapi(vatRoute, async (c) =>
    c.json(await checkVatNumber(taxDeps(), { vatNumber: c.req.valid("param").vatNumber, limitKey: `u:${requireUser(c).id}` }), 200),
  );
}
