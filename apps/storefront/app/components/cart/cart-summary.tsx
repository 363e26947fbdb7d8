import type { Cart } from "@shop/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMoney } from "../catalogue/use-catalogue";
import { buttonClasses } from "../ui/button";
import { FreeDelivery } from "./free-delivery";

type SummaryCart = Pick<Cart, "itemCount" | "subtotal" | "tpd" | "freeDelivery">;

/**
 * Units, subtotal, the free-delivery progress, the TPD rule when it applies, and the way to checkout (on a phone
 * that is the sticky bar below, CheckoutBar).
 */
export function CartSummary({ cart }: { cart: SummaryCart }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const money = useMoney();
  return (
    <aside aria-labelledby="cart-summary-title" className="flex flex-col gap-4 self-start rounded-2xl bg-white p-5 ring-1 ring-black/5">
      <h2 id="cart-summary-title" className="text-xl font-bold">
        {t("cart.summary.title")}
      </h2>
      <p className="text-neutral-700" data-cart-items>
        {t("cart.summary.items", { count: cart.itemCount })}
      </p>
      <dl>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold">{t("cart.summary.subtotal")}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-cart-subtotal>
            {money(cart.subtotal)}
          </dd>
        </div>
      </dl>
      <FreeDelivery free={cart.freeDelivery} />
      <p className="text-sm text-neutral-700">{t("cart.summary.note")}</p>
      {cart.tpd && (
        <p className="rounded-lg border border-neutral-400 bg-canvas p-3 text-sm" data-cart-tpd>
          {t("cart.summary.tpd")}
        </p>
      )}
      <Link
        to={paths.city("checkout")}
        className={buttonClasses({ variant: "success", size: "full", className: "max-lg:hidden" })}
        data-checkout-link
      >
        {t("cart.summary.checkout")}
      </Link>
    </aside>
  );
}

/**
 * On a phone: the subtotal and "Proceed to checkout" stay at the bottom of the screen while the lines scroll
 * (sticky inside the cart's block, so it ends in place after the summary).
 */
export function CheckoutBar({ cart }: { cart: SummaryCart }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const money = useMoney();
  return (
    <div
      className="sticky bottom-0 z-30 -mx-4 mt-4 flex items-center gap-4 border-t border-neutral-300 bg-white px-4 py-3 lg:hidden"
      data-checkout-bar
    >
      <p className="flex flex-col leading-tight">
        <span className="text-xs text-neutral-700">{t("cart.summary.subtotal")}</span>
        <span className="text-lg font-bold tabular-nums" data-checkout-bar-subtotal>
          {money(cart.subtotal)}
        </span>
      </p>
      <Link to={paths.city("checkout")} className={buttonClasses({ variant: "success", className: "flex-1" })} data-checkout-link>
        {t("cart.summary.checkout")}
      </Link>
    </div>
  );
}

/** No lines: say so and lead to the catalogue. */
export function CartEmpty() {
  const { t } = useTranslation();
  const paths = useShopPaths();
  return (
    <section className="mt-6 flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-black/5" data-cart-empty>
      <h2 className="text-xl font-bold">{t("cart.empty.title")}</h2>
      <p className="text-neutral-700">{t("cart.empty.text")}</p>
      <Link to={paths.city("home")} className={buttonClasses({ variant: "fill-black" })}>
        {t("cart.empty.link")}
      </Link>
    </section>
  );
}
