// Fixing an order's invoice buyer (issue 34; docs/invoices.md "KSeF rejected an invoice"), from the invoice's page or the
// order's: the form read with Conform against the API's own schema (and the NIP's checksum), then the API decides (it
// refuses once an invoice of the order is issued for good). Shared by both pages' actions.
import { InvoiceBuyerUpdate, STAFF_INVOICE_MESSAGES } from "@shop/contracts";
import { parseNip } from "@shop/domain";
import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import type { BuyerFormAnswer, BuyerFormValues } from "../../components/admin/invoices/buyer-form";
import { checkWith, type FieldErrors, firstErrors, problem, readForm, trimmedField, validationMessage } from "../../lib/admin/form";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { setOrderInvoiceBuyer } from "../../lib/api/staff-invoices";
import { apiMessages } from "../../lib/api/staff-orders";
import { staffOf } from "../../lib/caller.server";

const BuyerFields = z
  .object({ name: trimmedField, nip: trimmedField, line1: trimmedField, line2: trimmedField, countryCode: trimmedField })
  .transform((form, ctx) => {
    if (form.nip && !parseNip(form.nip)) problem(ctx, "nip", "nip");
    const body = {
      name: form.name,
      nip: form.nip,
      line1: form.line1,
      ...(form.line2 ? { line2: form.line2 } : {}),
      ...(form.countryCode ? { countryCode: form.countryCode.toUpperCase() } : {}),
    };
    return checkWith(InvoiceBuyerUpdate, body, ctx);
  });

const valuesOf = (form: FormData): BuyerFormValues => {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 600);
  return { name: text("name"), nip: text("nip"), line1: text("line1"), line2: text("line2"), countryCode: text("countryCode") };
};

/** The buyer form's answer: null when saved, else what to show again (values, each field's message, the API's words). */
export async function buyerIntent(args: ActionFunctionArgs, form: FormData, orderId: string): Promise<BuyerFormAnswer | null> {
  const staff = await staffOf(args);
  const t = adminT(args);
  const generic = validationMessage(staff.lang, t("common.invalid"));
  const read = readForm(form, BuyerFields, (key) => (key === "nip" ? STAFF_INVOICE_MESSAGES[staff.lang].nip : generic(key)));
  const values = valuesOf(form);
  if (!read.ok) return { status: 400, values, messages: [t("common.invalid")], fieldErrors: firstErrors(read.fieldErrors) };
  try {
    await setOrderInvoiceBuyer(staff.api, orderId, read.value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const issues = (error.body as { issues?: Array<{ path?: string; message?: string }> } | null)?.issues ?? [];
    const fieldErrors: FieldErrors = {};
    for (const issue of issues) if (issue.path && issue.message) fieldErrors[issue.path] = [issue.message];
    return { status: error.statusCode, values, messages: apiMessages(error), fieldErrors: firstErrors(fieldErrors) };
  }
  return null;
}
