import type { CheckoutRefusalCode } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";

/**
 * Why some deliveries or payments are not offered (options.restriction), shown before the customer
 * meets the rule: the TPD rule (data-tpd-notice) or a brand without pickup or in-store payment.
 */
export function RestrictionNotice({ restriction }: { restriction: CheckoutRefusalCode | null }) {
  const { t } = useTranslation();
  if (!restriction) return null;
  const tpd = restriction.startsWith("tpd-");
  return (
    <div
      role="note"
      className={`mt-6 rounded-lg border-l-4 p-4 ${tpd ? "border-accent bg-accent/10" : "border-neutral-500 bg-neutral-100"}`}
      data-restriction={restriction}
      data-tpd-notice={tpd ? "" : undefined}
    >
      <p className="font-semibold">{t(`checkout.notice.${restriction}`)}</p>
    </div>
  );
}
