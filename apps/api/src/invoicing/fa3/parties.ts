// FA(3) Podmiot1 (the seller) and Podmiot2 (the buyer) of the invoice document.
import type { InvoiceAddress, InvoiceBuyer, InvoiceSeller } from "@shop/domain";
import { requiredToken, token } from "./values";
import { el, leaf, maybeLeaf, type XmlElement } from "./xml";

/** TAdres: country code, the street line (AdresL1) and the postal code and town (AdresL2). */
function address(name: string, of: InvoiceAddress, whose: string): XmlElement {
  return el(
    name,
    leaf("KodKraju", of.countryCode.toUpperCase()),
    leaf("AdresL1", requiredToken(of.line1, 512, `${whose} AdresL1`)),
    maybeLeaf("AdresL2", of.line2 === null ? null : token(of.line2, 512)),
  );
}

export function seller(of: InvoiceSeller): XmlElement {
  return el(
    "Podmiot1",
    el("DaneIdentyfikacyjne", leaf("NIP", of.nip), leaf("Nazwa", requiredToken(of.name, 512, "Podmiot1 Nazwa"))),
    address("Adres", of.address, "Podmiot1"),
  );
}

/**
 * A business by its NIP; a private person with BrakID (no tax number on the invoice), the name and the address when
 * known. JST and GV (the buyer is a local government's unit, a VAT group's member) are mandatory in FA(3): "2", no.
 */
export function buyer(of: InvoiceBuyer): XmlElement {
  const identity =
    of.kind === "business"
      ? el("DaneIdentyfikacyjne", leaf("NIP", of.nip), leaf("Nazwa", requiredToken(of.name, 512, "Podmiot2 Nazwa")))
      : el("DaneIdentyfikacyjne", leaf("BrakID", 1), maybeLeaf("Nazwa", token(of.name, 512)));
  return el("Podmiot2", identity, of.address === null ? null : address("Adres", of.address, "Podmiot2"), leaf("JST", 2), leaf("GV", 2));
}
