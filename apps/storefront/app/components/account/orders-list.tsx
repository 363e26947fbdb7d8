import type { CustomerInvoice, OrderSummary } from "@shop/contracts";
import { formatMoney, formatOrderId } from "@shop/domain";
import { Form, Link } from "react-router";
import { formatShopDate } from "../../lib/account/format";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { FormAlert } from "../forms/fields";
import { FormButton } from "../orders/form-button";
import { InvoiceList } from "../orders/invoices";
import { StatusBadge } from "../orders/status";
import { buttonClasses } from "../ui/button";

/** A refused "Buy again" (routes/city/cabinet/orders.server.ts), shown beside that order's button. */
export interface BuyAgainAnswer {
  orderId: string;
  message: string;
}

/**
 * The customer's orders, newest first: number (to the order's page), date, status, item count, total and "Buy
 * again" (a plain POST form to the cabinet's orders route, which fills the cart and goes there); with `invoices`, each
 * order's invoices and their download links under it.
 */
export function OrdersList({
  orders,
  answer,
  invoices = [],
}: {
  orders: OrderSummary[];
  answer?: BuyAgainAnswer;
  invoices?: CustomerInvoice[];
}) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  if (orders.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-neutral-400 p-6" data-orders-empty>
        <p className="mb-4">{t("account.cabinet.noOrders")}</p>
        <Link to={paths.city("home")} className={buttonClasses({ variant: "outline", size: "small" })}>
          {t("account.cabinet.startShopping")}
        </Link>
      </div>
    );
  const action = paths.city("cabinetOrders");
  return (
    <>
      <FormAlert errors={answer && !orders.some((order) => order.id === answer.orderId) ? [answer.message] : undefined} />
      <ul
        className="divide-y divide-neutral-200 rounded-lg border border-neutral-300 bg-white"
        aria-label={t("orders.list.label")}
        data-orders
      >
        {orders.map((order) => {
          const number = formatOrderId(order.id);
          return (
            <li
              key={order.id}
              className="grid grid-cols-2 items-center gap-x-4 gap-y-2 p-4 sm:grid-cols-[1fr_auto_auto_auto_auto]"
              data-order-row
              data-order-id={order.id}
            >
              <div>
                <Link
                  to={paths.city("order", { orderId: order.id })}
                  aria-label={t("orders.list.number", { id: number })}
                  className="font-mono font-semibold whitespace-nowrap underline underline-offset-4"
                >
                  {number}
                </Link>
                <time dateTime={order.createdAt} className="block text-sm text-neutral-700">
                  {formatShopDate(order.createdAt, paths.lang)}
                </time>
              </div>
              <StatusBadge status={order.status} className="justify-self-end sm:justify-self-auto" />
              <span className="text-sm text-neutral-700">{t("orders.list.items", { count: order.itemCount })}</span>
              <span className="justify-self-end font-semibold tabular-nums">{formatMoney(order.total, paths.lang)}</span>
              <Form method="post" action={action} className="col-span-2 sm:col-span-1 sm:justify-self-end" data-buy-again>
                <FormButton
                  name="orderId"
                  value={order.id}
                  variant="outline"
                  size="small"
                  aria-label={t("orders.list.buyAgainLabel", { id: number })}
                >
                  {t("orders.list.buyAgain")}
                </FormButton>
              </Form>
              {invoices.some((invoice) => invoice.orderId === order.id) && (
                <div className="col-span-full">
                  <InvoiceList
                    invoices={invoices.filter((invoice) => invoice.orderId === order.id)}
                    label={t("invoices.ofOrder", { id: number })}
                    compact
                  />
                </div>
              )}
              {answer?.orderId === order.id && (
                <p role="alert" className="col-span-full text-sm font-semibold text-red-800" data-buy-again-error>
                  {answer.message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
