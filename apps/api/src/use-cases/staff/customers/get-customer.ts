// Back office: one customer (issue 7, admins only): profile, business status, when they joined, whether they
// are blocked (and why), and their newest orders. A deleted or unknown account answers 404.
import type { StaffCustomer } from "@shop/contracts";
import { type DbOrTx, findAccountOrders, findLiveAccount } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { toCustomerSummary } from "./list-customers";

const ORDERS_SHOWN = 100;

export async function getCustomer(db: DbOrTx, userId: number, locale: Locale): Promise<StaffCustomer> {
  const account = await findLiveAccount(db, userId);
  if (!account) throw new AppError("NOT_FOUND");
  const orders = await findAccountOrders(db, userId, ORDERS_SHOWN);
  const names = { en: "nameEn", uk: "nameUk", pl: "namePl", ru: "nameRu" } as const;
  return {
    ...toCustomerSummary(account),
    locale: account.locale,
    emailVerifiedAt: account.emailVerifiedAt?.toISOString() ?? null,
    staffRole: account.staffRole,
    company: account.businessSubmittedAt
      ? {
          name: account.companyName,
          address: account.companyAddress,
          taxId: account.companySsn,
          postalIndex: account.companyPostalIndex,
          nipCheck: account.companyNipCheck ?? null,
        }
      : null,
    orderCount: orders.total,
    orders: orders.rows.map((order) => ({
      id: order.id,
      status: order.status,
      total: order.total,
      createdAt: order.createdAt.toISOString(),
      city: { slug: order.city.slug, name: order.city[names[locale]] },
    })),
  };
}
