import type { Cart } from "@shop/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMoney } from "../catalogue/use-catalogue";
import { buttonClasses } from "../ui/button";

/** Units, subtotal, the TPD rule when it applies, and the way to checkout. */
export function CartSummary({ cart }: { cart: Pick<Cart, "itemCount" | "subtotal" | "tpd"> }) {
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
      <p className="text-sm text-neutral-700">{t("cart.summary.note")}</p>
      {cart.tpd && (
        <p className="rounded-lg border border-neutral-400 bg-canvas p-3 text-sm" data-cart-tpd>
          {t("cart.summary.tpd")}
        </p>
      )}
      <Link to={paths.city("checkout")} className={buttonClasses({ variant: "success", size: "full" })} data-checkout-link>
        {t("cart.summary.checkout")}
      </Link>
    </aside>
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
