import type { CartChange } from "@shop/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { buttonClasses } from "../ui/button";
import { CheckoutCartChanges } from "./checkout-cart-changes";

/** Nothing to order: say so and lead back to the shop (after a placing emptied the cart, with the changes). */
export function EmptyCheckout({ changes }: { changes?: CartChange[] }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  return (
    <section className="mt-6 flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-black/5" data-checkout-empty>
      <CheckoutCartChanges changes={changes} />
      <h2 className="text-xl font-bold">{t("checkout.empty.title")}</h2>
      <p className="text-neutral-700">{t("checkout.empty.text")}</p>
      <Link to={paths.city("home")} className={buttonClasses({ variant: "fill-black" })}>
        {t("checkout.empty.link")}
      </Link>
    </section>
  );
}
