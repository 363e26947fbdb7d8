import { useTranslation } from "../../lib/texts";

/** Products under the Tobacco Products Directive: store pickup for retail customers (decisions.md, TPD rule). */
export function TpdNote({ city, localPickup }: { city: string; localPickup: boolean }) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="tpd-title" className="flex gap-3 rounded-2xl border-2 border-primary-dark bg-white p-4" data-tpd-note>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 fill-none stroke-current stroke-2">
        <path d="M3 9.5 12 4l9 5.5M5 10v9h14v-9M9 19v-5h6v5" />
      </svg>
      <div className="text-sm">
        <h2 id="tpd-title" className="text-base font-bold">
          {t("catalogue.product.tpdTitle")}
        </h2>
        <p className="mt-1">{localPickup ? t("catalogue.product.tpdRetail", { city }) : t("catalogue.product.tpdNoPickup")}</p>
        <p className="mt-1 text-neutral-700">
          {t(localPickup ? "catalogue.product.tpdBusiness" : "catalogue.product.tpdBusinessNoPickup")}
        </p>
      </div>
    </aside>
  );
}
