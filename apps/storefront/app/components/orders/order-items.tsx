import type { OrderView } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { Link } from "react-router";
import { cityPath } from "../../lib/paths";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMedia } from "../catalogue/use-catalogue";

type Details = NonNullable<OrderView["details"]>;

/** The owner's lines in the cart's order (each with its thumbnail, the product linked in the order's city) and the money: subtotal, discount, delivery, total. */
export function OrderItems({ details, citySlug }: { details: Details; citySlug: string }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const money = (grosze: number) => formatMoney(grosze, lang);
  const media = useMedia();
  return (
    <section aria-labelledby="order-items-title" className="mt-8">
      <h2 id="order-items-title" className="mb-3 text-xl font-bold">
        {t("orders.order.items")}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-neutral-300 bg-white">
        <table className="w-full min-w-[32rem] text-left text-sm" data-order-items>
          <thead className="bg-neutral-100">
            <tr>
              <th scope="col" className="p-3">
                {t("orders.order.product")}
              </th>
              <th scope="col" className="p-3 text-right">
                {t("orders.order.quantity")}
              </th>
              <th scope="col" className="p-3 text-right">
                {t("orders.order.unitPrice")}
              </th>
              <th scope="col" className="p-3 text-right">
                {t("orders.order.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {details.items.map((item) => (
              <tr key={item.productId} data-order-item={item.slug}>
                <td className="p-3">
                  <div className="flex items-center gap-3">
                    {item.image ? (
                      <img
                        src={media(item.image)}
                        alt={item.name}
                        width={56}
                        height={56}
                        loading="lazy"
                        decoding="async"
                        className="size-14 shrink-0 rounded-lg bg-canvas object-contain p-0.5"
                        data-order-thumb
                      />
                    ) : (
                      <span className="size-14 shrink-0 rounded-lg bg-canvas" aria-hidden="true" />
                    )}
                    <Link
                      to={cityPath(lang, citySlug, "product", { productSlug: item.slug })}
                      className="font-semibold underline underline-offset-4"
                    >
                      {item.name}
                    </Link>
                  </div>
                </td>
                <td className="p-3 text-right tabular-nums">{item.quantity}</td>
                <td className="p-3 text-right tabular-nums">
                  {item.unitPrice < item.regularPrice && <s className="mr-2 text-neutral-600">{money(item.regularPrice)}</s>}
                  {money(item.unitPrice)}
                </td>
                <td className="p-3 text-right font-semibold tabular-nums">{money(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm tabular-nums">
        <dt>{t("orders.order.subtotal")}</dt>
        <dd className="text-right">{money(details.subtotal)}</dd>
        {details.discount > 0 && (
          <>
            <dt>{details.couponCode ? t("orders.order.discountCoupon", { code: details.couponCode }) : t("orders.order.discount")}</dt>
            <dd className="text-right">−{money(details.discount)}</dd>
          </>
        )}
        <dt>{t("orders.order.deliveryFee")}</dt>
        <dd className="text-right">{details.deliveryFee > 0 ? money(details.deliveryFee) : t("orders.order.free")}</dd>
        <dt className="mt-2 border-t border-neutral-300 pt-2 text-base font-bold">{t("orders.order.total")}</dt>
        <dd className="mt-2 border-t border-neutral-300 pt-2 text-right text-base font-bold" data-order-total>
          {money(details.total)}
        </dd>
      </dl>
    </section>
  );
}
