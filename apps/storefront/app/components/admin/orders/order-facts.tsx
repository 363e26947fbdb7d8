// Who ordered (with a link to their account), how it is delivered and how it is paid.

import type { StaffOrderDetail } from "@shop/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded border border-neutral-300 bg-white p-4" data-admin-order-card={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

export function OrderFacts({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation();
  const paths = useAdminPaths();
  const when = (iso: string) => formatShopDate(iso, paths.lang, true);
  const { customer, delivery, payment } = order;
  const address = delivery.address;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Card id="order-customer" title={t("orders.detail.customer")}>
        <Fact label={t("orders.detail.name")}>
          {customer.firstName} {customer.lastName}
        </Fact>
        {customer.email && (
          <Fact label={t("orders.detail.email")}>
            <a href={`mailto:${customer.email}`} className="underline underline-offset-4">
              {customer.email}
            </a>
          </Fact>
        )}
        <Fact label={t("orders.detail.phone")}>
          <a href={`tel:${customer.phone.replace(/[^+0-9]/g, "")}`} className="underline underline-offset-4">
            {customer.phone}
          </a>
        </Fact>
        <Fact label={t("orders.detail.kind")}>{t(`orders.detail.kinds.${customer.kind}`)}</Fact>
        <dd className="col-span-2 mt-2">
          {customer.userId !== null ? (
            <Link
              to={paths.admin("customer", { userId: String(customer.userId) })}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              data-admin-order-customer-link
            >
              {t("orders.detail.account")}
            </Link>
          ) : (
            <span className="text-neutral-600">{t("orders.detail.noAccount")}</span>
          )}
        </dd>
      </Card>
      <Card id="order-delivery" title={t("orders.detail.delivery")}>
        <Fact label={t("orders.detail.method")}>{shop(`orders.delivery.${delivery.method}`)}</Fact>
        {delivery.store && (
          <Fact label={t("orders.detail.store")}>
            {delivery.store.address} · {delivery.store.phone}
          </Fact>
        )}
        {delivery.pickupAt && (
          <Fact label={t("orders.detail.pickupAt")}>
            <time dateTime={delivery.pickupAt}>{when(delivery.pickupAt)}</time>
          </Fact>
        )}
        {delivery.lockerCode && (
          <Fact label={t("orders.detail.lockerCode")}>
            {delivery.lockerCode}
            {delivery.lockerAddress && ` · ${delivery.lockerAddress}`}
            {delivery.lockerName && ` (${delivery.lockerName})`}
          </Fact>
        )}
        {delivery.postBox && <Fact label={t("orders.detail.postBox")}>{delivery.postBox}</Fact>}
        {address && (
          <Fact label={t("orders.detail.address")}>
            {address.street} {address.streetNumber}
            {address.apartment && `, ${t("orders.detail.apartment", { apartment: address.apartment })}`}
            <br />
            {address.zipCode} · {address.country}
          </Fact>
        )}
        {order.comment && <Fact label={t("orders.detail.comment")}>{order.comment}</Fact>}
      </Card>
      <Card id="order-payment" title={t("orders.detail.payment")}>
        <Fact label={t("orders.detail.method")}>{shop(`orders.payment.${payment.method}`)}</Fact>
        <Fact label={t("orders.detail.paymentStatus")}>
          <span data-admin-payment-status={payment.status ?? "in-store"}>
            {payment.status ? t(`orders.detail.paymentStatuses.${payment.status}`) : t("orders.detail.paymentStatuses.inStore")}
          </span>
        </Fact>
        {payment.payUntil && (
          <Fact label={t("orders.detail.payUntil")}>
            <time dateTime={payment.payUntil}>{when(payment.payUntil)}</time>
          </Fact>
        )}
        {payment.paidAt && (
          <Fact label={t("orders.detail.paidAt")}>
            <time dateTime={payment.paidAt}>{when(payment.paidAt)}</time>
          </Fact>
        )}
        {payment.crypto && (
          <>
            <Fact label={t("orders.detail.cryptoAmount")}>
              {payment.crypto.amountText} {payment.crypto.currency} ({payment.crypto.network})
            </Fact>
            <Fact label={t("orders.detail.cryptoAddress")}>
              <span className="font-mono break-all">{payment.crypto.address}</span>
            </Fact>
          </>
        )}
        {payment.reference && (
          <Fact label={t("orders.detail.reference")}>
            <span className="font-mono break-all">{payment.reference}</span>
          </Fact>
        )}
      </Card>
    </div>
  );
}
