// A customer's profile: contact, language, when they joined, the kind of account and, for a business
// application, the company's details.

import type { StaffCustomer } from "@shop/contracts";
import type { ReactNode } from "react";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { NipCheck } from "../business/nip-check";
import { AccountLabel } from "./account-label";

export function CustomerProfile({ customer }: { customer: StaffCustomer }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const phone = customer.phone.replace(/[^+\d]/g, "");
  const language = ["en", "uk", "pl", "ru"].includes(customer.locale) ? t(`common.locales.${customer.locale as "en"}`) : customer.locale;
  const rows: Array<{ label: string; value: ReactNode }> = [
    {
      label: t("customers.profile.email"),
      value: customer.email ? (
        <>
          <a href={`mailto:${customer.email}`} className="underline underline-offset-4">
            {customer.email}
          </a>{" "}
          ({customer.emailVerifiedAt ? t("customers.profile.emailConfirmed") : t("customers.profile.emailNotConfirmed")})
        </>
      ) : (
        "—"
      ),
    },
    {
      label: t("customers.profile.phone"),
      value: phone ? (
        <a href={`tel:${phone}`} className="underline underline-offset-4">
          {customer.phone}
        </a>
      ) : (
        customer.phone
      ),
    },
    { label: t("customers.profile.language"), value: language },
    { label: t("customers.profile.joined"), value: formatShopDate(customer.createdAt, paths.lang, true) },
    { label: t("customers.profile.account"), value: <AccountLabel customer={customer} /> },
  ];
  if (customer.company)
    rows.push(
      { label: t("customers.profile.company"), value: customer.company.name ?? "—" },
      { label: t("customers.profile.companyAddress"), value: customer.company.address ?? "—" },
      { label: t("customers.profile.taxId"), value: customer.company.taxId ?? "—" },
      { label: t("business.nipCheck.label"), value: <NipCheck check={customer.company.nipCheck} /> },
      { label: t("customers.profile.postalIndex"), value: customer.company.postalIndex ?? "—" },
    );
  return (
    <section
      aria-labelledby="profile-title"
      className="space-y-3 rounded border border-neutral-300 bg-white p-4"
      data-admin-customer-profile
    >
      <h2 id="profile-title" className="text-xl font-bold">
        {t("customers.profile.title")}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="mb-1 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
