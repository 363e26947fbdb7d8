// The tax registries from the configuration (WHITELIST_BASE, VIES_BASE; issue 34, docs/invoices.md "NIP checks"):
// the Ministry of Finance's White List and the EU's VIES at their public hosts (the defaults outside demo mode; neither
// needs a key), other URLs (the White List's test host https://wl-test.mf.gov.pl), or with `stand-in` (demo mode only,
// the default there) the local stand-in's made-up register, started once in this process for both. Nothing is asked
// at start: a NIP check asks when it needs to (`unknown` while a registry does not answer).
import { type TaxRegistries, TaxRegistryStandIn, taxRegistries, ViesClient, WhiteListClient } from "@shop/api";
import type { Logger } from "pino";
import type { Config } from "./config";

export interface TaxRegistriesSetup {
  registries: TaxRegistries;
  /** The local stand-in's address, when this process started one (the cluster's workers share it). */
  standInUrl?: string;
  stop(): Promise<void>;
}

/** `sharedStandIn`: the stand-in the primary process started (an HTTP worker uses it rather than start its own). */
export async function setUpTaxRegistries(config: Config, logger: Logger, sharedStandIn?: string): Promise<TaxRegistriesSetup> {
  const wanted = [config.WHITELIST_BASE, config.VIES_BASE].includes("stand-in");
  let standIn: TaxRegistryStandIn | undefined;
  let standInUrl = sharedStandIn;
  if (wanted && !standInUrl) {
    standIn = new TaxRegistryStandIn();
    standInUrl = await standIn.start();
    logger.info({ baseUrl: standInUrl }, "tax registries: the local stand-in answers NIP and VAT number checks (demo)");
  }
  const baseOf = (setting: string) => (setting === "stand-in" ? (standInUrl as string) : setting);
  const whiteList = baseOf(config.WHITELIST_BASE);
  const vies = baseOf(config.VIES_BASE);
  if (!sharedStandIn) logger.info({ whiteList, vies }, "tax registries: the White List and VIES check NIPs and VAT numbers");
  return {
    registries: taxRegistries(new WhiteListClient({ baseUrl: whiteList }), new ViesClient({ baseUrl: vies })),
    ...(standIn ? { standInUrl } : {}),
    stop: async () => standIn?.stop(),
  };
}
