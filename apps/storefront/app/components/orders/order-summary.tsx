import type { OrderView } from "@shop/contracts";
import { formatShopDate } from "../../lib/account/format";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { StatusBadge } from "./status";

/** What anybody with the number sees first: the status, what happens next, the city and the date. */
export function OrderSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  return (
    <section aria-labelledby="order-summary-title" className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-black/5">
      <h2 id="order-summary-title" className="sr-only">
        {t("orders.order.summary")}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-neutral-700">{t("orders.order.status")}</dt>
          <dd className="mt-1">
            <StatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-700">{t("orders.order.city")}</dt>
          <dd className="mt-1 font-semibold" data-order-city={order.city.slug}>
            {order.city.name}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-700">{t("orders.order.placedAt")}</dt>
          <dd className="mt-1 font-semibold">
            <time dateTime={order.createdAt}>{formatShopDate(order.createdAt, lang, true)}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-4" data-order-next>
        {t(`orders.status.${order.status}.next`)}
      </p>
    </section>
  );
}
