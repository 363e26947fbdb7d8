// An order's InPost shipment (issue 19): the "Create InPost shipment" form (a locker parcel's size: A, B or C), then
// the shipment's status, its tracking number linked to InPost's page and the label. Plain forms and links: it works
// without JavaScript.

import type { StaffOrderShipment, StaffShipment } from "@shop/contracts";
import { PARCEL_SIZES, PARCEL_TEMPLATES } from "@shop/domain";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, labelClasses } from "../page";

type StatusKey =
  | "created"
  | "confirmed"
  | "handedOver"
  | "inTransit"
  | "outForDelivery"
  | "readyToPickup"
  | "delivered"
  | "returned"
  | "canceled";

/** ShipX's statuses as staff need them (the others are shown as ShipX names them). */
const STATUSES: Record<string, StatusKey> = {
  created: "created",
  offers_prepared: "created",
  offer_selected: "created",
  confirmed: "confirmed",
  dispatched_by_sender: "handedOver",
  collected_from_sender: "handedOver",
  taken_by_courier: "handedOver",
  adopted_at_source_branch: "inTransit",
  sent_from_source_branch: "inTransit",
  adopted_at_sorting_center: "inTransit",
  sent_from_sorting_center: "inTransit",
  adopted_at_target_branch: "inTransit",
  out_for_delivery: "outForDelivery",
  ready_to_pickup: "readyToPickup",
  delivered: "delivered",
  returned_to_sender: "returned",
  canceled: "canceled",
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

export function OrderShipment({
  section,
  orderId,
  lockerCode,
  messages,
}: {
  section: StaffOrderShipment;
  orderId: string;
  lockerCode: string | null;
  messages: string[];
}) {
  const { t } = useTranslation("admin");
  const { shipment } = section;
  let body: ReactNode;
  if (shipment) body = <ShipmentFacts shipment={shipment} orderId={orderId} />;
  else if (section.creating) body = <p>{t("orders.shipment.creating")}</p>;
  else if (!section.configured) body = <p>{t("orders.shipment.notConfigured")}</p>;
  else if (section.refusal === "status") body = <p>{t("orders.shipment.approveFirst")}</p>;
  else if (section.refusal === null) body = <CreateForm locker={section.service === "inpost_locker_standard"} lockerCode={lockerCode} />;
  return (
    <section
      aria-labelledby="order-shipment"
      className="space-y-3 rounded border border-neutral-300 bg-white p-4"
      data-admin-order-shipment
    >
      <h2 id="order-shipment" className="text-xl font-semibold">
        {t("orders.shipment.title")}
      </h2>
      <AdminAlert messages={messages} />
      {body}
    </section>
  );
}

function CreateForm({ locker, lockerCode }: { locker: boolean; lockerCode: string | null }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="space-y-3" data-admin-shipment-form>
      <input type="hidden" name="intent" value="shipment" />
      <p className="text-sm text-neutral-700">{t("orders.shipment.lead")}</p>
      {locker ? (
        <fieldset className="space-y-1">
          <legend className={labelClasses}>{t("orders.shipment.parcelSize")}</legend>
          {PARCEL_SIZES.map((size) => (
            <label key={size} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="parcelSize" value={size} required className="size-5" />
              {t(`orders.shipment.sizes.${size}`)}
            </label>
          ))}
          {lockerCode && <p className="text-sm">{t("orders.shipment.target", { code: lockerCode })}</p>}
        </fieldset>
      ) : (
        <p className="text-sm">{t("orders.shipment.courierBox")}</p>
      )}
      <button type="submit" className={buttonClasses}>
        {t("orders.shipment.create")}
      </button>
    </Form>
  );
}

function ShipmentFacts({ shipment, orderId }: { shipment: StaffShipment; orderId: string }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const status = STATUSES[shipment.status];
  const size = shipment.parcelSize ? PARCEL_TEMPLATES[shipment.parcelSize].letter : "";
  return (
    <div className="space-y-3" data-admin-shipment data-status={shipment.status}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <Fact label={t("orders.shipment.status")}>
          {status ? t(`orders.shipment.statuses.${status}`) : t("orders.shipment.statuses.other", { status: shipment.status })}
        </Fact>
        <Fact label={t("orders.shipment.service")}>{t(`orders.shipment.services.${shipment.service}`, { size })}</Fact>
        <Fact label={t("orders.shipment.trackingNumber")}>
          {shipment.trackingNumber && shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4"
              data-tracking-number
            >
              {shipment.trackingNumber}
            </a>
          ) : (
            t("orders.shipment.noTrackingNumber")
          )}
        </Fact>
      </dl>
      <p className="text-sm text-neutral-700">
        {t("orders.shipment.createdBy", {
          at: formatShopDate(shipment.createdAt, paths.lang, true),
          name: shipment.createdBy?.name ?? "—",
        })}
      </p>
      {shipment.labelReady ? (
        <a
          href={`${paths.admin("order", { orderId })}?format=label`}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          data-admin-shipment-label
        >
          {t("orders.shipment.label")}
        </a>
      ) : (
        <p className="text-sm">{t("orders.shipment.labelWaits")}</p>
      )}
    </div>
  );
}
