export { createApi } from "./app";
export { type ContentChanges, createContentChanges } from "./content/content-changes";
export { createFileMediaStore } from "./content/file-media-store";
export { AppError } from "./http/app-error";
export type { ApiDeps, ApiInput, MediaStore, RateLimitName, RateLimits } from "./http/context";
export { requestIdOf } from "./http/request-context";
export { OPENAPI_INFO } from "./openapi-info";
export {
  type ChainAdapter,
  createPaymentServices,
  createPaymentWorkers,
  DEMO_CRYPTO_ADDRESS,
  DEVELOPMENT_SANDBOX_SECRET,
  defaultPaymentOptions,
  type PaymentOptions,
  type PaymentWorkers,
  SimulatorAdapter,
  TronGridAdapter,
  USDT_TRC20_CONTRACT,
} from "./payments";
export { createRateLimits, RATE_LIMITS } from "./security/rate-limits";
