import type { OrderView } from "@shop/contracts";
import type { ReactNode } from "react";
import { formatShopDate } from "../../lib/account/format";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

type Details = NonNullable<OrderView["details"]>;

function addressLine(address: NonNullable<Details["delivery"]["address"]>): string {
  const street = `${address.street} ${address.streetNumber}${address.apartment ? `/${address.apartment}` : ""}`;
  return `${street}, ${address.zipCode}, ${address.country}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="mb-2">{children}</dd>
    </>
  );
}

/** The owner's delivery (where and when), payment method and contact, as given at checkout. */
export function OrderFacts({ details, status }: { details: Details; status: OrderView["status"] }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const { delivery, contact } = details;
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-3" data-order-facts>
      <section aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" className="mb-2 text-lg font-bold">
          {t("orders.order.delivery")}
        </h2>
        <p className="mb-2 text-sm" data-delivery-method={delivery.method}>
          {t(`orders.delivery.${delivery.method}`)}
        </p>
        <dl className="text-sm">
          {delivery.store && (
            <Fact label={t("orders.order.store")}>
              {delivery.store.address}
              <br />
              <a href={`tel:${delivery.store.phone.replace(/[^+0-9]/g, "")}`} className="underline underline-offset-4">
                {delivery.store.phone}
              </a>
            </Fact>
          )}
          {delivery.pickupAt && (
            <Fact label={t("orders.order.pickupAt")}>
              <time dateTime={delivery.pickupAt}>{formatShopDate(delivery.pickupAt, lang, true)}</time>
            </Fact>
          )}
          {delivery.lockerCode && (
            <Fact label={t("orders.order.lockerCode")}>
              <span className="font-semibold" data-locker-code>
                {delivery.lockerCode}
              </span>
              {delivery.lockerAddress && <span className="block">{delivery.lockerAddress}</span>}
              {delivery.lockerName && <span className="block">{delivery.lockerName}</span>}
            </Fact>
          )}
          {delivery.postBox && <Fact label={t("orders.order.postBox")}>{delivery.postBox}</Fact>}
          {details.parcel && (
            <Fact label={t("orders.order.parcel")}>
              <span data-parcel-number>{details.parcel.trackingNumber}</span>
              <br />
              <a
                href={details.parcel.url}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-4"
                data-parcel-link
              >
                {t("orders.order.parcelLink")}
              </a>
            </Fact>
          )}
          {delivery.address && <Fact label={t("orders.order.address")}>{addressLine(delivery.address)}</Fact>}
        </dl>
      </section>
      <section aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" className="mb-2 text-lg font-bold">
          {t("orders.order.payment")}
        </h2>
        <p className="text-sm" data-payment-method={details.payment}>
          {t(`orders.payment.${details.payment}`)}
        </p>
        {status === "AWAITING_PAYMENT" && details.payUntil && (
          <p className="mt-1 text-sm font-semibold">{t("orders.order.payUntil", { time: formatShopDate(details.payUntil, lang, true) })}</p>
        )}
      </section>
      <section aria-labelledby="order-contact-title">
        <h2 id="order-contact-title" className="mb-2 text-lg font-bold">
          {t("orders.order.contact")}
        </h2>
        <p className="text-sm">
          {contact.firstName} {contact.lastName}
          <br />
          {contact.phone}
          {contact.email && (
            <>
              <br />
              {contact.email}
            </>
          )}
        </p>
        {details.comment && (
          <p className="mt-2 text-sm">
            <span className="font-semibold">{t("orders.order.comment")}:</span> {details.comment}
          </p>
        )}
        {details.invoice && (
          <p className="mt-2 text-sm" data-order-invoice={details.invoice.kind}>
            <span className="font-semibold">{t("orders.order.invoiceFor")}:</span> {details.invoice.name}
            {details.invoice.nip && <>, NIP {details.invoice.nip}</>}
          </p>
        )}
      </section>
      {details.tpd && (
        <p className="rounded-lg border border-neutral-300 bg-white p-3 text-sm sm:col-span-3" data-order-tpd>
          {t(details.delivery.method === "local-pickup" ? "orders.order.tpd" : "orders.order.tpdDelivered")}
        </p>
      )}
    </div>
  );
}
