// Whom the order's invoice is for (issue 34; docs/invoices.md), fixed when the order is placed (orders.invoice_buyer):
// an approved business customer's company from its business profile, always and unasked; else what the customer asked
// for at checkout: a company (its NIP, checksum-checked by the request's schema, looked up in the White List: the
// day's answer and its request id are kept as proof, `unknown` when the register does not answer, which never stops
// the order) or a private person. Asked before the order's transaction, so that no lock waits on the register.
import type { PlaceOrderRequest } from "@shop/contracts";
import type { DbOrTx, UserRow } from "@shop/db";
import { type InvoiceRequest, normalizeNip } from "@shop/domain";
import type { TaxRegistries } from "../../../core/tax-ids";
import { proofOf, whiteListCheck } from "../../tax-ids/tax-id-checks";

export interface InvoiceDeps {
  db: DbOrTx;
  taxRegistries: TaxRegistries;
}

const address = (line1: string, line2: string | null) => ({ line1, line2, countryCode: "PL" });

/** The order's invoice buyer, or null when no invoice goes with it. */
export async function invoiceBuyerOf(
  deps: InvoiceDeps,
  user: UserRow,
  request: PlaceOrderRequest,
  now: Date,
): Promise<InvoiceRequest | null> {
  // Not counted against the customer's lookups: orders have limits of their own (and the day's answer is cached).
  const lookUp = (nip: string) => whiteListCheck({ db: deps.db, registries: deps.taxRegistries }, nip, now).then(proofOf);
  if (user.businessStatus === "approved" && user.companyName && user.companySsn) {
    const nip = normalizeNip(user.companySsn) ?? user.companySsn;
    return {
      kind: "business",
      nip,
      name: user.companyName,
      address: address(user.companyAddress ?? "", user.companyPostalIndex),
      check: /^\d{10}$/.test(nip) ? await lookUp(nip) : null,
    };
  }
  const asked = request.invoice;
  if (!asked) return null;
  if (asked.kind === "private") return { kind: "private", name: asked.name, address: address(asked.line1, asked.line2) };
  return { kind: "business", nip: asked.nip, name: asked.name, address: address(asked.line1, asked.line2), check: await lookUp(asked.nip) };
}
