// OpenAPI parts the cabinet and staff routes share: the tag, the bearer security requirement, the 401 answer.
import { ApiErrorBody } from "@shop/contracts";
import { jsonContent } from "./responses";

export const CABINET_TAG = "Cabinet";
/** The OpenAPI security requirement of the calls that need a signed-in user (cabinetRoutes registers the scheme). */
export const BEARER = [{ bearerAuth: [] }];
export const unauthorized = jsonContent(ApiErrorBody, "No live session: sign in (the token is missing, unknown, expired or revoked)");
