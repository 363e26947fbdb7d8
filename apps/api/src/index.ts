export { createApi } from "./app";
export { type ContentChanges, createContentChanges } from "./content/content-changes";
export { createFileMediaStore } from "./content/file-media-store";
export { createS3MediaStore, type S3MediaStoreOptions } from "./content/s3-media-store";
export { S3StandIn, type S3StandInOptions } from "./content/s3-stand-in";
export { AppError } from "./core/app-error";
export type { ApiDeps, ApiInput, InvoicingStatus, MediaStore, RateLimitName, RateLimits } from "./core/deps";
export type { KsefGateway } from "./core/ksef";
export type { LockerPoints } from "./core/lockers";
export type { ShipmentCarrier } from "./core/shipments";
export type { TaxRegistries } from "./core/tax-ids";
export { inpostLockers } from "./delivery/inpost/lockers";
export { InPostPointsClient } from "./delivery/inpost/points-client";
export { InPostPointsStandIn } from "./delivery/inpost/points-stand-in";
export { ShipXClient } from "./delivery/inpost/shipx-client";
export { ShipXStandIn } from "./delivery/inpost/shipx-stand-in";
export { requestIdOf, routeTemplateOf } from "./http/request-context";
export { KSEF_QR_BASES, ksefQrBaseOf } from "./invoicing/fa3/verification";
export { KsefClient } from "./invoicing/ksef/client";
export { ksefGateway } from "./invoicing/ksef/gateway";
export { KsefStandIn } from "./invoicing/ksef/stand-in";
export { taxRegistries } from "./invoicing/tax-ids/registries";
export { TaxRegistryStandIn } from "./invoicing/tax-ids/stand-in";
export { ViesClient } from "./invoicing/tax-ids/vies-client";
export { WhiteListClient } from "./invoicing/tax-ids/whitelist-client";
export { createFavouriteAlertJob, type FavouriteAlertJob } from "./jobs/favourite-alerts";
export { createInvoiceMailer, type InvoiceMailer } from "./jobs/invoice-mailer";
export { createKsefSender, type KsefSender } from "./jobs/ksef-sender";
export { createPaymentWorkers, type PaymentWorkers } from "./jobs/payment-workers";
export { createPickupHolds, type PickupHolds } from "./jobs/pickup-holds";
export { createReorderDigestJob, type ReorderDigestJob } from "./jobs/reorder-digest";
export { createReportRefresher, type ReportRefresher } from "./jobs/report-refresher";
export { createReviewRequestJob, type ReviewRequestJob } from "./jobs/review-requests";
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
