// An order's invoices in the back office (issue 34, docs/invoices.md "KSeF rejected an invoice"): who the invoice is for,
// its invoices, and staff fixing the invoice buyer (a company: name, NIP with its checksum, address). The buyer changes
// only while the order has no invoice, or only invoices KSeF rejected (they are then sent again, drawn anew from it):
// an issued invoice is never changed, only corrected. Audited as `order.invoice-buyer`.
import { type InvoiceBuyerUpdate, STAFF_INVOICE_MESSAGES, type StaffOrderInvoices, staffInvoiceTexts } from "@shop/contracts";
import {
  type DbOrTx,
  findOrderInvoiceBuyer,
  findOrderInvoices,
  findStaffCities,
  type InvoiceRow,
  listOrderInvoicesForStaff,
  lockOrderInvoiceBuyer,
  setOrderInvoiceBuyer,
  staffMayActOn,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { type InvoiceRequest, type Locale, normalizeOrderId, parseNip } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { toStaffInvoice } from "./invoice-view";

/** No invoice of the order is issued for good: there is none, or KSeF rejected every one. */
const buyerEditable = (invoices: readonly Pick<InvoiceRow, "ksefStatus">[]) =>
  invoices.every((invoice) => invoice.ksefStatus === "rejected");

const buyerView = (buyer: InvoiceRequest | null): StaffOrderInvoices["buyer"] =>
  buyer ? { kind: buyer.kind, name: buyer.name, nip: buyer.kind === "business" ? buyer.nip : null, address: buyer.address } : null;

/** The order's id when the staff member may act on it (one of their cities), NOT_FOUND otherwise. */
async function scopedOrder(db: DbOrTx, staff: UserRow, typedId: string) {
  const id = normalizeOrderId(typedId);
  const order = id ? await findOrderInvoiceBuyer(db, id) : null;
  if (!order || !staffMayActOn(await findStaffCities(db, staff), order.cityId)) throw new AppError("NOT_FOUND");
  return order;
}

export async function getOrderInvoices(db: DbOrTx, staff: UserRow, typedId: string, locale: Locale): Promise<StaffOrderInvoices> {
  const order = await scopedOrder(db, staff, typedId);
  const invoices = await listOrderInvoicesForStaff(db, order.id);
  return {
    orderId: order.id,
    buyer: buyerView(order.invoiceBuyer),
    buyerEditable: buyerEditable(invoices),
    invoices: invoices.map((row) => toStaffInvoice(row, locale)),
  };
}

export async function setInvoiceBuyer(
  db: DbOrTx,
  staff: UserRow,
  typedId: string,
  body: InvoiceBuyerUpdate,
  locale: Locale,
): Promise<StaffOrderInvoices> {
  const { id } = await scopedOrder(db, staff, typedId);
  const nip = parseNip(body.nip);
  if (!nip) throw new AppError("VALIDATION_FAILED", { issues: [{ path: "nip", message: STAFF_INVOICE_MESSAGES[locale].nip }] });
  await db.transaction(async (tx) => {
    // The order's row is locked first: an invoice being issued for it (paid, completed) waits, or has been issued.
    const order = await lockOrderInvoiceBuyer(tx, id);
    if (!order) throw new AppError("NOT_FOUND");
    if (!buyerEditable(await findOrderInvoices(tx, id)))
      throw new AppError("CONFLICT", { messages: staffInvoiceTexts((m) => m.buyerLocked) });
    const before = order.invoiceBuyer;
    // The registry's proof stays only with the NIP it was given for.
    const check = before?.kind === "business" && before.nip === nip ? (before.check ?? null) : null;
    const buyer: InvoiceRequest = {
      kind: "business",
      nip,
      name: body.name,
      address: { line1: body.line1, line2: body.line2 ? body.line2 : null, countryCode: body.countryCode ?? "PL" },
      check,
    };
    await setOrderInvoiceBuyer(tx, id, buyer);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "order.invoice-buyer",
      entityType: "order",
      entityId: id,
      cityId: order.cityId,
      before: buyerView(before),
      after: buyerView(buyer),
    });
  });
  return getOrderInvoices(db, staff, id, locale);
}
