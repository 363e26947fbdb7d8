export { createApi } from "./app";
export { type ContentChanges, createContentChanges } from "./content/content-changes";
export { createFileMediaStore } from "./content/file-media-store";
export { createS3MediaStore, type S3MediaStoreOptions } from "./content/s3-media-store";
export { S3StandIn, type S3StandInOptions } from "./content/s3-stand-in";
export { AppError } from "./core/app-error";
export type { ApiDeps, ApiInput, MediaStore, RateLimitName, RateLimits } from "./core/deps";
export type { LockerPoints } from "./core/lockers";
export type { ShipmentCarrier } from "./core/shipments";
export { inpostLockers } from "./delivery/inpost/lockers";
export { InPostPointsClient } from "./delivery/inpost/points-client";
export { InPostPointsStandIn } from "./delivery/inpost/points-stand-in";
export { ShipXClient } from "./delivery/inpost/shipx-client";
export { ShipXStandIn } from "./delivery/inpost/shipx-stand-in";
export { requestIdOf, routeTemplateOf } from "./http/request-context";
export { createPaymentWorkers, type PaymentWorkers } from "./jobs/payment-workers";
export { createShipmentTracker, type ShipmentTracker } from "./jobs/shipment-tracker";
export { OPENAPI_INFO } from "./openapi-info";
export {
  type ChainAdapter,
  createPaymentServices,
  DEMO_CRYPTO_ADDRESS,
  DEVELOPMENT_SANDBOX_SECRET,
  defaultPaymentOptions,
  isTronAddress,
  type P24Account,
  type PaymentOptions,
  SimulatorAdapter,
  TronGridAdapter,
  USDT_TRC20_CONTRACT,
} from "./payments";
export { Przelewy24Client } from "./payments/p24/client";
export { Przelewy24StandIn } from "./payments/p24/stand-in";
export { createRateLimits, RATE_LIMITS } from "./security/rate-limits";
