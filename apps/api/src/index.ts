export { createApi } from "./app";
export { AppError } from "./http/app-error";
export type { ApiDeps } from "./http/context";
export { requestIdOf } from "./http/request-context";
export { OPENAPI_INFO } from "./openapi-info";
