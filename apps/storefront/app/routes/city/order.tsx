import { Link } from "react-router";
import { FormAlert } from "../../components/forms/fields";
import { PageFrame } from "../../components/layout/page-frame";
import { CancelOrder } from "../../components/orders/cancel-order";
import { OrderHistory } from "../../components/orders/history";
import { OrderInvoices } from "../../components/orders/invoices";
import { OrderNotices } from "../../components/orders/notices";
import { OrderFacts } from "../../components/orders/order-facts";
import { OrderItems } from "../../components/orders/order-items";
import { OrderSummary } from "../../components/orders/order-summary";
import { OrderPayment } from "../../components/orders/pay-actions";
import { PickupHoldNote } from "../../components/orders/pickup-hold";
import { usePaymentWatch } from "../../components/orders/use-payment-watch";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import { sameOriginMiddleware } from "../../middleware/same-origin.server";
import type { Route } from "./+types/order";
import { orderAction, orderLoader } from "./order.server";

/** The owner's actions ride on the session cookie: forms from other origins are refused. */
export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => orderLoader(args);

export const action = (args: Route.ActionArgs) => orderAction(args);

/** Order tracking (spec section 2): status, city, date and history for anybody with the number; everything for its owner. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, order, owner, invoices, flags, confirmCancel, paths } = loaderData;
  const details = order.details;
  const awaiting = order.status === "AWAITING_PAYMENT";
  // Until the payment is confirmed the page asks again every 5 s (without JavaScript: the Refresh link).
  usePaymentWatch(awaiting);
  // A refusal beside the form that was sent; when that form is gone (the order moved on meanwhile), above the order.
  const formShown = {
    pay: owner && awaiting && details?.payment === "online",
    cancel: confirmCancel,
    simulate: owner && details?.crypto?.status === "pending",
  };
  const orphan = actionData && !formShown[actionData.intent as keyof typeof formShown] ? actionData.message : null;
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <div className="mt-6">
        <FormAlert errors={orphan ? [orphan] : undefined} />
        <OrderNotices flags={flags} order={order} />
        <PickupHoldNote order={order} />
      </div>
      <OrderSummary order={order} />
      {owner && details && (
        <OrderPayment payment={details.payment} crypto={details.crypto} awaiting={awaiting} autoOpen={flags.placed} answer={actionData} />
      )}
      {awaiting && (
        <p className="mt-4 text-sm text-neutral-700">
          <span className="js-only">{t("orders.pay.autoUpdate")}</span>{" "}
          <Link to={paths.self} reloadDocument className="nojs-only font-semibold underline underline-offset-4" data-refresh>
            {t("orders.pay.refresh")}
          </Link>
        </p>
      )}
      {owner && details?.canCancel && (
        <div className="mt-6">
          <CancelOrder confirming={confirmCancel} askHref={paths.cancel} keepHref={paths.self} answer={actionData} />
        </div>
      )}
      {details ? (
        <>
          <OrderItems details={details} citySlug={order.city.slug} />
          <OrderFacts details={details} status={order.status} />
          <OrderInvoices invoices={invoices} />
        </>
      ) : (
        paths.signIn && (
          <p className="mt-8 rounded-lg border border-dashed border-neutral-400 p-4" data-order-sign-in>
            {t("orders.order.signInForDetails")}{" "}
            <Link to={paths.signIn} className="font-semibold underline underline-offset-4">
              {t("orders.order.signIn")}
            </Link>
          </p>
        )
      )}
      <OrderHistory history={order.history} />
    </PageFrame>
  );
}
