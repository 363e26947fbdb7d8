// The tax registries the use-cases rely on (issue 34), as a port: the Ministry of Finance's White List (Wykaz
// podatników VAT) for Polish NIPs and the EU's VIES for VAT numbers. The implementations (src/invoicing/tax-ids: the
// HTTP clients and their local stand-ins) are chosen by apps/server's configuration (WHITELIST_BASE, VIES_BASE).
import type { TaxIdStatus } from "@shop/contracts";

/** A registry's answer about one number. A registry that could not be asked answers `unknown`, never "invalid". */
export interface TaxIdAnswer {
  status: TaxIdStatus;
  /** The registered name and address (one line); null when not given. */
  name: string | null;
  address: string | null;
  /** The registry's own word: the White List's statusVat ("Czynny", "Zwolniony"…), VIES's userError, or why it is unknown. */
  detail: string | null;
  /** The White List's requestId (its proof of the query), VIES's requestIdentifier; null when none was given. */
  requestId: string | null;
}

export interface TaxRegistries {
  /** The White List on a day (YYYY-MM-DD) about a NIP's ten digits. Never throws for the registry's sake. */
  whiteList(nip: string, day: string): Promise<TaxIdAnswer>;
  /** VIES about a VAT number ("DE", "123456789"). Never throws for the registry's sake. */
  vies(countryCode: string, number: string): Promise<TaxIdAnswer>;
}

/** The answer of a registry that could not be asked, with why (for the log and the stored detail). */
export const unknownAnswer = (detail: string): TaxIdAnswer => ({ status: "unknown", name: null, address: null, detail, requestId: null });
