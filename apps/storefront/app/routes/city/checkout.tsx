import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CheckoutForm } from "../../components/checkout/checkout-form";
import { EmptyCheckout } from "../../components/checkout/empty-checkout";
import { PageFrame } from "../../components/layout/page-frame";
import { useCheckoutDraft } from "../../lib/checkout/use-draft";
import { seoMeta } from "../../lib/seo";
import { sameOriginMiddleware } from "../../middleware/same-origin.server";
import type { Route } from "./+types/checkout";
import { checkoutAction, checkoutLoader } from "./checkout.server";
import { withLockers } from "./checkout-lockers.server";

/** Placing an order rides on the session cookie: forms from other origins are refused. */
export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => checkoutLoader(args);

/** The parcel locker picker's search without JavaScript rides on the same action (checkout-lockers.server.ts). */
export const action = (args: Route.ActionArgs) => withLockers(args, checkoutAction);

/** A re-quote (delivery changed, coupon applied) changes nothing the loader reads: the page keeps its data. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "quote" || intent === "coupon") return false;
  return defaultShouldRevalidate;
}

/** Spec section 2: contact, delivery, payment, summary, pickup time, coupon, comment and terms; placing needs an account. */
export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  // What a refused placing changed in the cart (a page view's own changes are the city layout's dialog).
  const changes = actionData?.changes;
  // What a visitor typed before going to sign in (kept in this browser): the form starts again with it.
  const city = loaderData.options.city;
  const draft = useCheckoutDraft(city, !actionData);
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      {loaderData.cart.lines.length === 0 ? (
        <EmptyCheckout changes={changes} />
      ) : (
        <CheckoutForm key={`${city}:${draft ? "draft" : ""}`} data={loaderData} reply={actionData} changes={changes} draft={draft} />
      )}
    </PageFrame>
  );
}
