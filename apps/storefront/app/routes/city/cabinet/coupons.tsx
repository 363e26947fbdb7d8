import { formatMoney } from "@shop/domain";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { formatDiscount, formatShopDate } from "../../../lib/account/format";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/coupons";
import { loadCabinetCoupons } from "./coupons.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadCabinetCoupons(args);

const cell = "px-3 py-2 text-left align-top";

/** The customer's coupons: code, discount ("up to" its cap), uses, active until and state. */
export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const { page, coupons } = loaderData;
  return (
    <CabinetFrame page={page}>
      {coupons.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-6" data-coupons-empty>
          {t("account.coupons.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse rounded-lg bg-white text-sm" data-coupons>
            <caption className="sr-only">{t("account.coupons.caption")}</caption>
            <thead className="border-b border-neutral-300 bg-neutral-100">
              <tr>
                <th scope="col" className={cell}>
                  {t("account.coupons.code")}
                </th>
                <th scope="col" className={cell}>
                  {t("account.coupons.discount")}
                </th>
                <th scope="col" className={cell}>
                  {t("account.coupons.uses")}
                </th>
                <th scope="col" className={cell}>
                  {t("account.coupons.activeUntil")}
                </th>
                <th scope="col" className={cell}>
                  {t("account.coupons.state")}
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <tr key={coupon.code} className="border-b border-neutral-200" data-coupon={coupon.code} data-state={coupon.state}>
                  <th scope="row" className={`${cell} font-mono font-bold`}>
                    {coupon.code}
                  </th>
                  <td className={cell}>
                    {formatDiscount(coupon.discount, lang)}
                    {coupon.upToPercent !== null && (
                      <span className="block font-semibold" data-up-to-percent>
                        {t("account.coupons.upToPercent", { percent: coupon.upToPercent })}
                      </span>
                    )}
                    {coupon.upTo !== null && (
                      <span className="block text-neutral-700">
                        {t("account.coupons.upTo", { amount: formatMoney(coupon.upTo, lang) })}
                      </span>
                    )}
                  </td>
                  <td className={cell}>
                    {coupon.uses.max === null
                      ? t("account.coupons.usesUnlimited", { used: coupon.uses.used })
                      : t("account.coupons.usesOf", { used: coupon.uses.used, max: coupon.uses.max })}
                  </td>
                  <td className={cell}>
                    {coupon.activeUntil ? formatShopDate(coupon.activeUntil, lang, true) : t("account.coupons.noEnd")}
                  </td>
                  <td className={cell}>{t(`account.coupons.states.${coupon.state}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CabinetFrame>
  );
}
