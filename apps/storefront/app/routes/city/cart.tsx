import { CartLineItem } from "../../components/cart/cart-line";
import { CartEmpty, CartSummary, CheckoutBar } from "../../components/cart/cart-summary";
import { CartRecentlyViewed } from "../../components/cart/recently-viewed";
import { FormAlert } from "../../components/forms/fields";
import { PageFrame } from "../../components/layout/page-frame";
import { useCityCart } from "../../lib/cart/city-cart";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import { sameOriginMiddleware } from "../../middleware/same-origin.server";
import type { Route } from "./+types/cart";
import { cartAction, cartPageData } from "./cart.server";

/** The cart's forms ride on the session cookie (a customer's cart): only the shop's own pages may post them. */
export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: Route.LoaderArgs) => cartPageData(args);

export const action = (args: Route.ActionArgs) => cartAction(args);

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, cart } = loaderData;
  // A form posted without JavaScript came back here with the API's refusal (a flash the layout read).
  const error = useCityCart()?.cartError?.message;
  const lines = cart?.lines ?? [];
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      {error && (
        <div className="mt-6">
          <FormAlert errors={[error]} />
        </div>
      )}
      {!cart || lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <div>
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
            <ul aria-label={t("cart.listLabel")} className="flex flex-col gap-4">
              {lines.map((line) => (
                <CartLineItem key={line.product.id} line={line} />
              ))}
            </ul>
            <CartSummary cart={cart} />
          </div>
          <CheckoutBar cart={cart} />
        </div>
      )}
      <CartRecentlyViewed />
    </PageFrame>
  );
}
