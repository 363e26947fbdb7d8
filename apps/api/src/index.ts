export { createApi } from "./app";
export { AppError } from "./http/app-error";
export type { ApiDeps, ApiInput, RateLimitName, RateLimits } from "./http/context";
export { requestIdOf } from "./http/request-context";
export { OPENAPI_INFO } from "./openapi-info";
export { createPaymentServices, defaultPaymentOptions, type PaymentOptions } from "./payments";
export { createRateLimits, RATE_LIMITS } from "./security/rate-limits";
