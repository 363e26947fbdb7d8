import type { ProductDetail } from "@shop/contracts";
import { useRef } from "react";
import { useTranslation } from "../../lib/texts";
import { AddToCart } from "../cart/add-to-cart";
import { Availability } from "../catalogue/availability";
import { PriceTag } from "../catalogue/price-tag";
import { useMoney } from "../catalogue/use-catalogue";
import { StickyAdd } from "./sticky-add";

/** Business prices, shown when the API gives them (to approved wholesale or franchise customers). */
function BusinessPrices({ price }: { price: ProductDetail["price"] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (price.wholesaleTiers.length === 0 && price.franchise === null) return null;
  return (
    <div className="rounded-xl bg-canvas p-4 text-sm" data-business-prices>
      {price.wholesaleTiers.length > 0 && (
        <>
          <p className="font-bold">{t("catalogue.price.wholesaleTitle")}</p>
          <table className="mt-2 w-full max-w-xs" data-wholesale-tiers>
            <tbody>
              {[...price.wholesaleTiers]
                .sort((a, b) => a.minQuantity - b.minQuantity)
                .map((tier) => (
                  <tr key={tier.minQuantity} className="border-b border-neutral-300 last:border-0">
                    <th scope="row" className="py-1 text-left font-normal">
                      {t("catalogue.price.wholesaleTier", { count: tier.minQuantity })}
                    </th>
                    <td className="py-1 text-right font-semibold tabular-nums">{money(tier.price)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          <p className="mt-1 text-neutral-700">{t("catalogue.price.wholesaleNote")}</p>
        </>
      )}
      {price.franchise !== null && (
        <p className="mt-2" data-franchise-price>
          <span className="font-bold">{t("catalogue.price.franchise")}:</span> {money(price.franchise)}{" "}
          <span className="text-neutral-700">({t("catalogue.price.franchiseNote")})</span>
        </p>
      )}
    </div>
  );
}

/** The city's stores, a line each ("Marszałkowska 12: 4 available"); nothing when no store has any. */
function StoreStock({ stores }: { stores: ProductDetail["stores"] }) {
  const { t } = useTranslation();
  if (!stores.some((store) => store.available > 0)) return null;
  return (
    <ul aria-label={t("catalogue.availability.stores")} className="-mt-2 text-sm text-neutral-700" data-store-stock>
      {stores.map(({ id, address, available }) => (
        <li key={id} data-store-units={available}>
          {available > 0
            ? t("catalogue.availability.storeUnits", { address, count: available })
            : t("catalogue.availability.storeNone", { address })}
        </li>
      ))}
    </ul>
  );
}

/** Price, business prices, availability and "Add to cart"; the sticky bar takes over once that scrolled away. */
export function PurchaseBox({ product }: { product: ProductDetail }) {
  const addBox = useRef<HTMLDivElement>(null);
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-black/5" data-purchase>
      <PriceTag price={product.price} size="detail" />
      <BusinessPrices price={product.price} />
      <Availability inStock={product.availability.inStock} count={product.availability.count} className="text-base" />
      <StoreStock stores={product.stores} />
      <div ref={addBox}>
        <AddToCart product={product} />
      </div>
      <StickyAdd product={product} target={addBox} />
    </div>
  );
}
