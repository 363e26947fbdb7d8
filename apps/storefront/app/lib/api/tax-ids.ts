import type { TaxIdCheck } from "@shop/contracts";
import type { ApiClient } from "./client";

/** The White List's word on a NIP (ten digits) today: active, inactive, not-found or unknown (issue 34). */
export const checkNip = (api: ApiClient, nip: string) =>
  api.call<TaxIdCheck>(`/api/v1/tax-ids/nip/${encodeURIComponent(nip)}`, { auth: true });
