import type { Cart } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";
import { useMoney } from "../catalogue/use-catalogue";

/**
 * "PLN 37.00 to free delivery" with a progress bar, or that delivery is free: the server worked the amount out
 * (the lowest threshold of the deliveries this cart may use, in grosze); the page only formats it.
 */
export function FreeDelivery({ free, className = "" }: { free: Cart["freeDelivery"]; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!free) return null;
  const reached = free.remaining <= 0;
  return (
    <div className={`flex flex-col gap-1.5 text-sm ${className}`} data-free-delivery={reached ? "reached" : "missing"}>
      <p className={reached ? "font-semibold text-green-800" : "text-neutral-800"} data-free-delivery-text>
        {reached ? t("cart.summary.freeReached") : t("cart.summary.freeLeft", { amount: money(free.remaining) })}
      </p>
      <progress
        className="free-delivery-bar"
        max={free.threshold}
        value={free.threshold - free.remaining}
        aria-label={t("cart.summary.freeLabel")}
      />
    </div>
  );
}
