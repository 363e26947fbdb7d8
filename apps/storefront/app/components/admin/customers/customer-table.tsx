// Customers found: name (leading to the customer), e-mail, phone, kind of account, when they joined, status.

import type { StaffCustomerSummary } from "@shop/contracts";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";
import { AccountLabel, BlockedBadge } from "./account-label";

const fullName = (customer: { firstName: string; lastName: string; email: string | null }) =>
  `${customer.firstName} ${customer.lastName}`.trim() || customer.email || "—";

export function CustomerTable({ customers }: { customers: StaffCustomerSummary[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <AdminTable label={t("customers.table.label")}>
      <thead>
        <tr>
          <th scope="col">{t("customers.table.name")}</th>
          <th scope="col">{t("customers.table.email")}</th>
          <th scope="col">{t("customers.table.phone")}</th>
          <th scope="col">{t("customers.table.account")}</th>
          <th scope="col">{t("customers.table.joined")}</th>
          <th scope="col">{t("customers.table.status")}</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id} data-admin-customer-row={customer.id}>
            <td>
              <Link
                to={paths.admin("customer", { userId: String(customer.id) })}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                {fullName(customer)}
              </Link>
            </td>
            <td className="break-all">{customer.email ?? "—"}</td>
            <td className="whitespace-nowrap">{customer.phone}</td>
            <td>
              <AccountLabel customer={customer} />
            </td>
            <td className="whitespace-nowrap">{formatShopDate(customer.createdAt, paths.lang)}</td>
            <td>
              <BlockedBadge blocked={customer.blocked !== null} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
