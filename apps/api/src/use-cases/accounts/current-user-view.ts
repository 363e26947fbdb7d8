// The current user as the API shows it (contracts CurrentUser), from a users row.
import type { CurrentUser } from "@shop/contracts";
import type { UserRow } from "@shop/db";
import { isLocale } from "@shop/domain";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email ?? "",
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    staffRole: user.staffRole ?? null,
    locale: isLocale(user.locale) ? user.locale : "en",
    business: {
      status: user.businessStatus,
      kind: user.businessKind ?? null,
      companyName: user.companyName,
      companyAddress: user.companyAddress,
      ssn: user.companySsn,
      postalIndex: user.companyPostalIndex,
      rejectionReason: user.businessRejectionReason,
      submittedAt: iso(user.businessSubmittedAt),
      nipCheck: user.companyNipCheck ?? null,
    },
    referralCode: user.referralCode,
    createdAt: user.createdAt.toISOString(),
  };
}
