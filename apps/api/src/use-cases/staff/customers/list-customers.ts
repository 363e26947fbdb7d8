// Back office: customers found by e-mail, name or phone (issue 7, admins only); newest accounts first, a
// page at a time. Staff accounts are listed too (marked by their role): they can be looked at, not blocked.
import { STAFF_CUSTOMERS_PER_PAGE, type StaffCustomerList, type StaffCustomerSummary } from "@shop/contracts";
import { type AccountRecord, type DbOrTx, searchAccounts } from "@shop/db";

export function toCustomerSummary(account: AccountRecord): StaffCustomerSummary {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    role: account.role,
    businessStatus: account.businessStatus,
    businessKind: account.businessKind,
    createdAt: account.createdAt.toISOString(),
    blocked: account.blockedAt ? { at: account.blockedAt.toISOString(), reason: account.blockedReason ?? "" } : null,
  };
}

/** Phone digits when the text looks like a phone number (3 digits or more), else null. */
function phoneDigitsOf(text: string): string | null {
  const digits = text.replace(/\D/g, "");
  return /^\+?[0-9 ()-]+$/.test(text) && digits.length >= 3 ? digits : null;
}

export async function listCustomers(db: DbOrTx, query: { q?: string | undefined; page?: number | undefined }): Promise<StaffCustomerList> {
  const text = query.q?.trim() ?? "";
  const page = query.page ?? 1;
  const { rows, total } = await searchAccounts(db, {
    text,
    phoneDigits: phoneDigitsOf(text),
    limit: STAFF_CUSTOMERS_PER_PAGE,
    offset: (page - 1) * STAFF_CUSTOMERS_PER_PAGE,
  });
  return { items: rows.map(toCustomerSummary), total, perPage: STAFF_CUSTOMERS_PER_PAGE };
}
