import type { PickupStore } from "@shop/contracts";
import { useState } from "react";
import { groupSlotsByDay, weekdayName } from "../../lib/checkout/time";
import type { FieldMeta } from "../../lib/forms/field-props";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { FieldErrors } from "../forms/fields";

type AnyField = FieldMeta;

const selectClass =
  "mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

/** Where the select's hint and error are, for aria-describedby. */
function describedBy(field: AnyField, hintId?: string): string | undefined {
  const ids = [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A store's opening hours, a line per open day ("Mon 10:00–20:00"). */
function OpeningHours({ store }: { store: PickupStore }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const days = [...store.openingHours].sort((a, b) => a.day - b.day);
  return (
    <div className="mt-2 rounded-lg bg-canvas p-3 text-sm" data-pickup-store-info>
      <p className="font-semibold">{store.address}</p>
      <p>{t("checkout.delivery.storePhone", { phone: store.phone })}</p>
      <p className="mt-2 font-semibold">{t("checkout.delivery.hours")}</p>
      <ul className="grid grid-cols-[auto_1fr] gap-x-3">
        {days.map((hours) => (
          <li key={`${hours.day}-${hours.opens}`} className="contents">
            <span>{weekdayName(hours.day, lang)}</span>
            <span className="tabular-nums">
              {hours.opens}–{hours.closes}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Local pickup: the store (with its address and opening hours) and a pickup time among its slots,
 * grouped by day and shown in shop time. Without JavaScript the times follow the store chosen when
 * the page was rendered ("Update delivery and total" renders them for another store).
 */
export function PickupFields({
  stores,
  storeField,
  slotField,
  focus,
}: {
  stores: readonly PickupStore[];
  storeField: AnyField;
  slotField: AnyField;
  focus: string | undefined;
}) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const initial = stores.find((store) => String(store.id) === storeField.initialValue) ?? stores[0];
  const [storeId, setStoreId] = useState(initial?.id);
  const store = stores.find((candidate) => candidate.id === storeId) ?? initial;
  if (!store) return <p className="text-neutral-700">{t("checkout.delivery.noSlots")}</p>;
  const days = groupSlotsByDay(store.slots, lang);
  const initialSlot = store.slots.includes(String(slotField.initialValue)) ? String(slotField.initialValue) : "";
  const hintId = `${slotField.id}-hint`;
  return (
    <div>
      <div className="mb-4">
        <label htmlFor={storeField.id} className="block text-sm font-semibold">
          {t("checkout.delivery.store")}
        </label>
        <select
          key={storeField.key}
          id={storeField.id}
          name={storeField.name}
          defaultValue={String(initial?.id ?? "")}
          onChange={(event) => setStoreId(Number(event.target.value))}
          aria-invalid={storeField.errors?.length ? true : undefined}
          aria-describedby={describedBy(storeField)}
          autoFocus={focus === "storeId"}
          className={selectClass}
          data-pickup-store
        >
          {stores.map((option) => (
            <option key={option.id} value={option.id}>
              {option.address}
            </option>
          ))}
        </select>
        <FieldErrors id={storeField.errorId} errors={storeField.errors} />
        <OpeningHours store={store} />
      </div>
      <div className="mb-4">
        <label htmlFor={slotField.id} className="block text-sm font-semibold">
          {t("checkout.delivery.slot")}
        </label>
        <select
          key={`${slotField.key ?? ""}-${store.id}`}
          id={slotField.id}
          name={slotField.name}
          defaultValue={initialSlot}
          aria-invalid={slotField.errors?.length ? true : undefined}
          aria-describedby={describedBy(slotField, hintId)}
          autoFocus={focus === "pickupAt"}
          className={selectClass}
          data-pickup-slot
        >
          <option value="">{t("checkout.delivery.chooseSlot")}</option>
          {days.map((day) => (
            <optgroup key={day.date} label={day.label}>
              {day.slots.map((slot) => (
                <option key={slot.value} value={slot.value}>
                  {slot.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p id={hintId} className="mt-1 text-sm text-neutral-700">
          {days.length > 0 ? t("checkout.delivery.slotHint") : t("checkout.delivery.noSlots")}
        </p>
        <FieldErrors id={slotField.errorId} errors={slotField.errors} />
      </div>
    </div>
  );
}
