// The API client of code running in the browser: the public API base ("" = this origin) and the
// throttle setting come from window.ENV, which the root layout writes.
import type { PublicEnv } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { readToken } from "../auth/session";
import { type ApiClient, createApiClient } from "./client";

const clients = new Map<Locale, ApiClient>();

export function browserApi(locale: Locale): ApiClient {
  let client = clients.get(locale);
  if (!client) {
    const env = (window as { ENV?: Partial<PublicEnv> }).ENV ?? {};
    client = createApiClient({ base: env.PUBLIC_API_BASE ?? "", locale, throttle: env.PUBLIC_REQUEST_THROTTLE === true, token: readToken });
    clients.set(locale, client);
  }
  return client;
}
