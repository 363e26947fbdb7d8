import { formatOrderId } from "@shop/domain";
import { Link } from "react-router";
import { OrderInvoices } from "../../components/admin/invoices/order-invoices";
import { LostTransfers } from "../../components/admin/orders/lost-transfers";
import { OrderActions } from "../../components/admin/orders/order-actions";
import { OrderFacts } from "../../components/admin/orders/order-facts";
import { OrderHistory } from "../../components/admin/orders/order-history";
import { OrderHold } from "../../components/admin/orders/order-hold";
import { OrderLines } from "../../components/admin/orders/order-lines";
import { OrderRefunds } from "../../components/admin/orders/order-refunds";
import { OrderShipment } from "../../components/admin/orders/order-shipment";
import { AdminAlert, AdminNotice, AdminPage } from "../../components/admin/page";
import { StepUpPrompt } from "../../components/admin/step-up-prompt";
import { StatusBadge } from "../../components/orders/status";
import { formatShopDate } from "../../lib/account/format";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/order";
import { orderAction, orderLoader } from "./order.server";
import { orderLabelMiddleware } from "./order-shipment.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const middleware = [orderLabelMiddleware];

export const loader = (args: Route.LoaderArgs) => orderLoader(args);

export const action = (args: Route.ActionArgs) => orderAction(args);

/** One order: the next steps, its lines and totals, customer, delivery, payment, lost payments and history. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation();
  const paths = useAdminPaths();
  const { order, moved, resolved, shipment, shipmentNotice, invoices } = loaderData;
  const transferError = actionData?.transfer;
  return (
    <AdminPage
      title={t("orders.detail.title", { id: formatOrderId(order.id) })}
      actions={
        <Link to={paths.admin("orders")} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {t("orders.detail.back")}
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-3 text-neutral-700" data-admin-order data-order-id={order.id}>
        <StatusBadge status={order.status} />
        <span>{t("orders.detail.placed", { at: formatShopDate(order.createdAt, paths.lang, true) })}</span>
        <span>· {order.city.name}</span>
        <span>· {t("orders.detail.language", { language: t(`common.locales.${order.locale as "en"}`) })}</span>
        {order.tpd && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">{t("orders.detail.tpd")}</span>
        )}
      </div>
      {moved && <AdminNotice>{t("orders.actions.moved", { status: shop(`orders.status.${moved}.label`) })}</AdminNotice>}
      {resolved && <AdminNotice>{resolved}</AdminNotice>}
      {shipmentNotice &&
        (shipmentNotice.alert ? <AdminAlert messages={[shipmentNotice.text]} /> : <AdminNotice>{shipmentNotice.text}</AdminNotice>)}
      {order.idCheck && (
        <p className="text-sm" data-admin-order-id-check>
          {t("orders.detail.idChecked", {
            at: formatShopDate(order.idCheck.at, paths.lang, true),
            name: order.idCheck.by?.name ?? "—",
          })}
        </p>
      )}
      <OrderHold order={order} />
      <OrderActions order={order} messages={actionData?.move ?? []} />
      <OrderLines order={order} />
      <OrderFacts order={order} />
      {shipment && (
        <OrderShipment section={shipment} orderId={order.id} lockerCode={order.delivery.lockerCode} messages={actionData?.shipment ?? []} />
      )}
      {actionData?.stepUp && <StepUpPrompt request={actionData.stepUp} />}
      <OrderRefunds payment={order.payment} messages={actionData?.refund ?? []} />
      {invoices && <OrderInvoices invoices={invoices} answer={actionData?.buyer} />}
      {order.lostTransfers.length > 0 && (
        <section aria-labelledby="order-lost" className="space-y-3" data-admin-order-lost>
          <h2 id="order-lost" className="text-xl font-semibold">
            {t("orders.detail.lostTransfers")}
          </h2>
          {transferError && !order.lostTransfers.some((item) => item.txId === transferError.txId) && (
            <AdminAlert messages={transferError.messages} />
          )}
          <LostTransfers transfers={order.lostTransfers} error={transferError} />
        </section>
      )}
      <OrderHistory history={order.history} />
    </AdminPage>
  );
}
