// What kind of account it is, in words: staff (with their role), a business (and its kind), a retail customer.
import type { StaffCustomerSummary } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";

export function AccountLabel({ customer }: { customer: StaffCustomerSummary & { staffRole?: "admin" | "city-manager" | null } }) {
  const { t } = useTranslation("admin");
  if (customer.role === "staff")
    return (
      <span data-account-kind="staff">
        {t("customers.role.staff")}
        {customer.staffRole && ` · ${t(`customers.staffRole.${customer.staffRole}`)}`}
      </span>
    );
  return (
    <span data-account-kind={customer.businessStatus}>
      {t(`customers.business.${customer.businessStatus}`)}
      {customer.businessStatus === "approved" && customer.businessKind && ` · ${t(`customers.kind.${customer.businessKind}`)}`}
    </span>
  );
}

/** Active or blocked, marked for tests and styles. */
export function BlockedBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${blocked ? "bg-red-100 text-red-950" : "bg-neutral-200"}`}
      data-customer-state={blocked ? "blocked" : "active"}
    >
      {blocked ? t("customers.state.blocked") : t("customers.state.active")}
    </span>
  );
}
