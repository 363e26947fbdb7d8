// What a White List answer fills in a form (issue 34): the company's registered name and its one-line address split
// at the postcode, as the business application keeps it (address with the town, postcode apart) and as an invoice
// prints it (the street line, then postcode and town). Only an active VAT payer's details are filled in.
import type { TaxIdCheck } from "@shop/contracts";
import { splitPolishAddress } from "@shop/domain";

/** The fields a found company fills, by the form's field names. */
export type Prefill = (check: TaxIdCheck) => Record<string, string>;

/** The business application: companyName, companyAddress ("street, town"), postalIndex. */
export const businessPrefill: Prefill = (check) => {
  const { street, postalCode, town } = splitPolishAddress(check.address ?? "");
  return {
    ...(check.name ? { companyName: check.name } : {}),
    ...(street ? { companyAddress: town ? `${street}, ${town}` : street } : {}),
    ...(postalCode ? { postalIndex: postalCode } : {}),
  };
};

/** The checkout's invoice: invoiceName, invoiceLine1 (street), invoiceLine2 (postcode and town). */
export const invoicePrefill: Prefill = (check) => {
  const { street, postalCode, town } = splitPolishAddress(check.address ?? "");
  const line2 = [postalCode, town].filter(Boolean).join(" ");
  return {
    ...(check.name ? { invoiceName: check.name } : {}),
    ...(street ? { invoiceLine1: street } : {}),
    ...(line2 ? { invoiceLine2: line2 } : {}),
  };
};

/** What to fill: an active VAT payer's details, nothing for any other answer. */
export const prefillOf = (check: TaxIdCheck | null | undefined, prefill: Prefill): Record<string, string> =>
  check?.status === "active" ? prefill(check) : {};
