// A breakdown row's name (issue 36): payment and delivery methods and customer kinds come from the API as codes and
// are named with the shop's and the back office's existing words for them; "0" is the row of sales without a store,
// category, brand or coupon; anything else is the API's name, in the request's language.
import { DELIVERY_METHOD_CODES, PAYMENT_METHOD_CODES, REPORT_KINDS, type ReportBreakdown } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";

const has = (codes: readonly string[], key: string) => codes.includes(key);

export function useBreakdownLabel(by: ReportBreakdown): (row: { key: string; label: string }) => string {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation();
  return ({ key, label }) => {
    if (by === "payment" && has(PAYMENT_METHOD_CODES, key)) return shop(`orders.payment.${key as (typeof PAYMENT_METHOD_CODES)[number]}`);
    if (by === "delivery" && has(DELIVERY_METHOD_CODES, key))
      return shop(`orders.delivery.${key as (typeof DELIVERY_METHOD_CODES)[number]}`);
    if (by === "kind" && has(REPORT_KINDS, key)) return t(`orders.detail.kinds.${key as (typeof REPORT_KINDS)[number]}`);
    if (key === "0" && (by === "store" || by === "category" || by === "brand" || by === "coupon")) return t(`reports.none.${by}`);
    return label;
  };
}
