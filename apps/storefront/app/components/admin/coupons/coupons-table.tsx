// The coupon list: what each coupon gives, its limits and uses, its end and owner, and its state now.

import type { StaffCoupon } from "@shop/contracts";
import { formatMoney, type Locale } from "@shop/domain";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import type { AdminKey, TFunction } from "../../../lib/texts";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

const STATE_CLASSES: Record<StaffCoupon["state"], string> = {
  active: "bg-green-100 text-green-900",
  inactive: "bg-neutral-200 text-neutral-800",
  expired: "bg-amber-100 text-amber-900",
  "used-up": "bg-amber-100 text-amber-900",
};

/** "10% · at most 30,00 zł · up to 50%" */
function describeDiscount(coupon: StaffCoupon, t: TFunction<AdminKey>, lang: Locale): string {
  const parts = [coupon.kind === "percent" ? `${coupon.value}%` : formatMoney(coupon.value, lang)];
  if (coupon.maxDiscount !== null) parts.push(t("coupons.discount.cap", { amount: formatMoney(coupon.maxDiscount, lang) }));
  const top = Math.max(0, ...coupon.categories.map((row) => row.percent));
  if (top > 0) parts.push(t("coupons.discount.upTo", { percent: Math.max(top, coupon.kind === "percent" ? coupon.value : 0) }));
  return parts.join(" · ");
}

export function CouponsTable({ coupons, editing }: { coupons: StaffCoupon[]; editing: number | null }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const lang = paths.lang;
  return (
    <AdminTable label={t("coupons.table.label")}>
      <thead>
        <tr>
          <th scope="col">{t("coupons.table.code")}</th>
          <th scope="col">{t("coupons.table.discount")}</th>
          <th scope="col">{t("coupons.table.minOrder")}</th>
          <th scope="col">{t("coupons.table.uses")}</th>
          <th scope="col">{t("coupons.table.until")}</th>
          <th scope="col">{t("coupons.table.owner")}</th>
          <th scope="col">{t("coupons.table.state")}</th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id} data-admin-coupon-row={coupon.code} aria-current={coupon.id === editing ? "true" : undefined}>
            <td>
              <Link
                to={paths.admin("coupons", undefined, { edit: coupon.id })}
                className="inline-flex min-h-11 items-center font-mono font-semibold underline underline-offset-4"
              >
                {coupon.code}
              </Link>
            </td>
            <td>
              {describeDiscount(coupon, t, lang)}
              {coupon.categories.length > 0 && (
                <div className="text-xs text-neutral-600">
                  {t("coupons.discount.categories", {
                    list: coupon.categories.map((row) => `${row.name} ${row.percent}%`).join(", "),
                  })}
                </div>
              )}
            </td>
            <td>{coupon.minOrder === null ? t("coupons.anyOrder") : formatMoney(coupon.minOrder, lang)}</td>
            <td data-admin-coupon-uses>
              {coupon.maxUses === null
                ? t("coupons.uses.unlimited", { used: coupon.usedCount })
                : t("coupons.uses.limited", { used: coupon.usedCount, max: coupon.maxUses })}
              {coupon.maxUsesPerCustomer !== null && (
                <div className="text-xs text-neutral-600">{t("coupons.uses.perCustomer", { count: coupon.maxUsesPerCustomer })}</div>
              )}
            </td>
            <td>{coupon.activeUntil ? formatShopDate(coupon.activeUntil, lang, true) : t("coupons.noEnd")}</td>
            <td className="break-all">{coupon.owner ? (coupon.owner.email ?? coupon.owner.name) : t("coupons.everyone")}</td>
            <td>
              <span
                className={`whitespace-nowrap rounded px-2 py-1 text-xs font-semibold ${STATE_CLASSES[coupon.state]}`}
                data-admin-coupon-state={coupon.state}
              >
                {t(`coupons.states.${coupon.state}`)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
