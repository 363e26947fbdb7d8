import type { DeliveryMethod } from "@shop/contracts";
import { lazy, Suspense } from "react";
import type { PickupChoice } from "../../lib/checkout/types";
import type { FieldMeta } from "../../lib/forms/field-props";
import { useTranslation } from "../../lib/texts";
import { useMoney } from "../catalogue/use-catalogue";
import { FieldErrors, TextField } from "../forms/fields";
import { Button } from "../ui/button";
import { DELIVERY_PARTS, type OfferedDelivery } from "./delivery-choice";
import { PickupFields } from "./pickup-fields";
import { FormSection, SectionAlert } from "./section";

// The parcel locker picker (search, results, choice) is a chunk of its own: the checkout's JS budget stays as it was.
const LockerPicker = lazy(() => import("./lockers"));

// The form's fields are typed by its schema; these take any of them.
type AnyField = FieldMeta;
type Fields = Record<
  "delivery" | "storeId" | "pickupAt" | "lockerCode" | "postBox" | "street" | "streetNumber" | "apartment" | "zipCode" | "country",
  AnyField
>;

interface DeliverySectionProps {
  deliveries: readonly OfferedDelivery[];
  stores: readonly PickupChoice[];
  fields: Fields;
  /** The delivery chosen now (the checked radio). */
  delivery: DeliveryMethod | undefined;
  onDelivery: (method: DeliveryMethod) => void;
  hydrated: boolean;
  /** The first invalid field of a form rendered with errors. */
  focus: string | undefined;
  /** The server's refusal about delivery or pickup (CHECKOUT_RULE, PICKUP_SLOT_INVALID). */
  alert?: string;
}

/** The fee of a delivery as the radio shows it: "Free", or the fee and "free from" the threshold. */
function FeeText({ option }: { option: OfferedDelivery }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (option.fee === 0) return <>{t("checkout.delivery.free")}</>;
  return (
    <>
      {money(option.fee)}
      {option.freeFrom !== null && (
        <span className="block text-sm font-normal text-neutral-700">
          {t("checkout.delivery.freeFrom", { amount: money(option.freeFrom) })}
        </span>
      )}
    </>
  );
}

/** The delivery radios and the chosen one's fields: store and time, locker, post box or address. */
export function DeliverySection({ deliveries, stores, fields, delivery, onDelivery, hydrated, focus, alert }: DeliverySectionProps) {
  const { t } = useTranslation();
  const errorId = fields.delivery.errorId;
  const invalid = (fields.delivery.errors?.length ?? 0) > 0;
  // With JavaScript React shows the chosen delivery's part; without it the page's style rules do.
  const part = (name: keyof typeof DELIVERY_PARTS) =>
    hydrated ? { hidden: !delivery || !(DELIVERY_PARTS[name] as readonly string[]).includes(delivery) } : { "data-delivery-part": name };
  return (
    <FormSection title={t("checkout.delivery.title")} data-delivery-section="">
      <SectionAlert message={alert} />
      <div className="flex flex-col gap-2">
        {deliveries.map((option) => (
          <label
            key={`${fields.delivery.key ?? ""}-${option.method}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 p-3 has-checked:border-primary-dark has-checked:ring-1 has-checked:ring-primary-dark"
          >
            <input
              type="radio"
              name={fields.delivery.name}
              value={option.method}
              defaultChecked={option.method === delivery}
              onChange={() => onDelivery(option.method)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              autoFocus={focus === "delivery" && option.method === deliveries[0]?.method}
              className="mt-1 size-5 shrink-0 accent-primary-dark"
              data-delivery-option={option.method}
            />
            <span className="flex flex-1 flex-wrap justify-between gap-x-4 font-semibold">
              <span>{t(`checkout.delivery.method.${option.method}`)}</span>
              <span className="text-right tabular-nums">
                <FeeText option={option} />
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldErrors id={errorId} errors={fields.delivery.errors} />
      {!hydrated && (
        <Button type="submit" name="intent" value="quote" variant="outline" size="small" className="mt-3" data-update-delivery>
          {t("checkout.delivery.update")}
        </Button>
      )}
      <div className="mt-5">
        <div {...part("pickup")}>
          <PickupFields stores={stores} storeField={fields.storeId} slotField={fields.pickupAt} focus={focus} hydrated={hydrated} />
        </div>
        <div {...part("locker")}>
          <Suspense>
            <LockerPicker field={fields.lockerCode} focus={focus} />
          </Suspense>
        </div>
        <div {...part("postBox")}>
          <TextField
            meta={fields.postBox}
            label={t("checkout.delivery.postBox")}
            hint={t("checkout.delivery.postBoxHint")}
            autoFocus={focus === "postBox"}
          />
        </div>
        <div {...part("address")}>
          <AddressFields fields={fields} focus={focus} />
        </div>
      </div>
    </FormSection>
  );
}

function AddressFields({ fields, focus }: { fields: Fields; focus: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField meta={fields.street} label={t("checkout.delivery.street")} autoComplete="address-line1" autoFocus={focus === "street"} />
      <TextField meta={fields.streetNumber} label={t("checkout.delivery.streetNumber")} autoFocus={focus === "streetNumber"} />
      <TextField
        meta={fields.apartment}
        label={t("checkout.delivery.apartment")}
        autoComplete="address-line2"
        autoFocus={focus === "apartment"}
      />
      <TextField meta={fields.zipCode} label={t("checkout.delivery.zipCode")} autoComplete="postal-code" autoFocus={focus === "zipCode"} />
      <TextField meta={fields.country} label={t("checkout.delivery.country")} autoComplete="country-name" autoFocus={focus === "country"} />
    </div>
  );
}
