// The coupon list's filters: a GET form, so a filtered list has its own address (and works without JS).
import { COUPON_STATES } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

export interface CouponFilterValues {
  q: string;
  state: string;
  owner: string;
}

export function CouponFilters({ filters }: { filters: CouponFilterValues }) {
  const { t } = useTranslation("admin");
  const paths = useShopPaths();
  return (
    <Form
      method="get"
      action={paths.admin("coupons")}
      aria-label={t("coupons.filters.label")}
      className="grid items-end gap-3 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      data-admin-coupon-filters
    >
      <div>
        <label htmlFor="coupons-q" className={labelClasses}>
          {t("coupons.filters.q")}
        </label>
        <input id="coupons-q" name="q" type="search" defaultValue={filters.q} maxLength={40} className={inputClasses} />
      </div>
      <div>
        <label htmlFor="coupons-state" className={labelClasses}>
          {t("coupons.filters.state")}
        </label>
        <select id="coupons-state" name="state" defaultValue={filters.state} className={inputClasses}>
          <option value="">{t("coupons.filters.any")}</option>
          {COUPON_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`coupons.states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="coupons-owner" className={labelClasses}>
          {t("coupons.filters.owner")}
        </label>
        <select id="coupons-owner" name="owner" defaultValue={filters.owner} className={inputClasses}>
          <option value="">{t("coupons.filters.any")}</option>
          <option value="personal">{t("coupons.owners.personal")}</option>
          <option value="public">{t("coupons.owners.public")}</option>
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses}>
          {t("common.actions.filter")}
        </button>
        <Link to={paths.admin("coupons")} className={`${secondaryButtonClasses} inline-flex items-center`}>
          {t("common.actions.reset")}
        </Link>
      </div>
    </Form>
  );
}
