import type { PriceInfo } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";
import { useMoney } from "./use-catalogue";

/** Percent off the regular price, rounded down (never overstates the reduction). */
export function discountPercent(price: PriceInfo): number {
  if (price.unit >= price.regular || price.regular <= 0) return 0;
  return Math.floor(((price.regular - price.unit) * 100) / price.regular);
}

/**
 * What one unit costs the visitor: a reduced price (sale, or a business price) shows the regular
 * price struck through, and a sale price shows the Omnibus note (lowest price of the 30 days before).
 */
export function PriceTag({ price, size = "card" }: { price: PriceInfo; size?: "card" | "detail" }) {
  const { t } = useTranslation();
  const money = useMoney();
  const reduced = price.unit < price.regular;
  const business = price.kind === "wholesale" || price.kind === "franchise";
  const big = size === "detail";
  return (
    <div data-price className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        {business && <span className="text-sm font-semibold text-neutral-700">{t("catalogue.price.yourPrice")}:</span>}
        <span className="sr-only">{t("catalogue.price.current")}:</span>
        <span data-price-unit className={`font-bold ${big ? "text-3xl" : "text-lg"} ${reduced ? "text-red-700" : "text-ink"}`}>
          {money(price.unit)}
        </span>
        {reduced && (
          <s data-price-regular className={`text-neutral-600 ${big ? "text-lg" : "text-sm"}`}>
            <span className="sr-only">{t("catalogue.price.regular")}: </span>
            {money(price.regular)}
          </s>
        )}
      </p>
      {price.lowest30Days !== null && (
        <p data-price-lowest className={`text-neutral-700 ${big ? "text-sm" : "text-xs"}`}>
          {t("catalogue.price.lowest30", { price: money(price.lowest30Days) })}
        </p>
      )}
    </div>
  );
}
