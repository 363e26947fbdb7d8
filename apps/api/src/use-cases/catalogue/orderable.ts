// Whether the caller can order TPD products at all in this shop (the checkout's TPD rule, domain
// checkout-rules.ts): a retail customer cannot where the brand variant has no pickup or no in-store
// payment. Listings and best sellers then put what the caller can buy first.
import { type BrandId, checkoutRefusal, type PricingCustomer, resolveBrand } from "@shop/domain";

export function canOrderTpd(customer: PricingCustomer, brand: BrandId): boolean {
  const situation = { hasTpd: true, customer, brand: resolveBrand(brand) };
  return checkoutRefusal(situation, { delivery: "local-pickup", payment: "in-store" }) !== "tpd-not-orderable";
}
