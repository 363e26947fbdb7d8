import { useTranslation } from "../../lib/texts";

/** "In stock: N" or "Out of stock", with a dot that is not the only sign (the text says it). */
export function Availability({ inStock, count, className = "" }: { inStock: boolean; count: number; className?: string }) {
  const { t } = useTranslation();
  const available = inStock && count > 0;
  return (
    <p data-availability={available ? "in-stock" : "out-of-stock"} className={`flex items-center gap-1.5 text-sm ${className}`}>
      <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${available ? "bg-success" : "bg-neutral-400"}`} />
      {/* The brand's success colour on the dot; the text a darker green that keeps 4.5:1 on white at small sizes. */}
      <span className={available ? "font-medium text-green-800" : "text-neutral-700"}>
        {available ? t("catalogue.availability.inStock", { count }) : t("catalogue.availability.outOfStock")}
      </span>
    </p>
  );
}
