import type { OrderView } from "@shop/contracts";
import { formatShopDate } from "../../lib/account/format";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

/** Every status the order went through, oldest first, with its time (shop time) and who moved it. */
export function OrderHistory({ history }: { history: OrderView["history"] }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  return (
    <section aria-labelledby="order-history-title" className="mt-8">
      <h2 id="order-history-title" className="mb-3 text-xl font-bold">
        {t("orders.order.history")}
      </h2>
      <ol className="relative space-y-3 border-l-2 border-neutral-300 pl-5" data-order-history>
        {history.map((entry, index) => (
          <li key={`${entry.status}-${entry.at}-${index}`} className="relative" data-history-status={entry.status}>
            <span className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-primary-dark" aria-hidden="true" />
            <span className="font-semibold">{t(`orders.status.${entry.status}.label`)}</span>
            <span className="block text-sm text-neutral-700">
              <time dateTime={entry.at}>{formatShopDate(entry.at, lang, true)}</time> · {t(`orders.actor.${entry.actor}`)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
