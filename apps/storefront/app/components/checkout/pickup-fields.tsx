import type { PickupStore } from "@shop/contracts";
import { useEffect, useRef, useState } from "react";
import { groupSlotsByDay, type SlotDay, weekdayName } from "../../lib/checkout/time";
import type { PickupChoice } from "../../lib/checkout/types";
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
 * Local pickup: the store (with its address and opening hours), then the day and the time among its slots,
 * shown in shop time. With JavaScript the time list holds the chosen day's times; without it (and until the
 * page is interactive) it holds every slot grouped by day, and the day list is hidden (`js-only`). Only the
 * time is posted: the server decides whether it is still a valid slot. "Update delivery and total" renders
 * another store's times without JavaScript.
 */
export function PickupFields({
  stores,
  storeField,
  slotField,
  focus,
  hydrated,
}: {
  stores: readonly PickupChoice[];
  storeField: AnyField;
  slotField: AnyField;
  focus: string | undefined;
  hydrated: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const initial = stores.find((store) => String(store.id) === storeField.initialValue) ?? stores[0];
  const [storeId, setStoreId] = useState(initial?.id);
  const store = stores.find((candidate) => candidate.id === storeId) ?? initial;
  const days = store ? groupSlotsByDay(store.slots, lang) : [];
  const initialSlot = store?.slots.includes(String(slotField.initialValue)) ? String(slotField.initialValue) : "";
  const [chosenSlot, setChosenSlot] = useState(initialSlot);
  const [day, setDay] = useState(() => dayOfSlot(days, initialSlot) ?? days[0]?.date);
  const dayRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  // A day or a time chosen before the page became interactive is kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive
  useEffect(() => {
    const slot = timeRef.current?.value ?? "";
    if (slot) setChosenSlot(slot);
    const picked = dayOfSlot(days, slot) ?? dayRef.current?.value;
    if (picked && picked !== day) setDay(picked);
  }, []);
  if (!store) return <p className="text-neutral-700">{t("checkout.delivery.noSlots")}</p>;
  const shownDay = days.find((candidate) => candidate.date === day) ?? days[0];
  const hintId = `${slotField.id}-hint`;
  const dayId = `${slotField.id}-day`;
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
          onChange={(event) => {
            const next = stores.find((candidate) => candidate.id === Number(event.target.value));
            setStoreId(next?.id);
            setChosenSlot("");
            setDay(next ? groupSlotsByDay(next.slots.slice(0, 1), lang)[0]?.date : undefined);
          }}
          aria-invalid={storeField.errors?.length ? true : undefined}
          aria-describedby={describedBy(storeField)}
          autoFocus={focus === "storeId"}
          className={selectClass}
          data-pickup-store
        >
          {stores.map((option) => (
            <option key={option.id} value={option.id} disabled={!option.complete}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldErrors id={storeField.errorId} errors={storeField.errors} />
        <OpeningHours store={store} />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {days.length > 0 && (
          <div className="js-only mb-4">
            <label htmlFor={dayId} className="block text-sm font-semibold">
              {t("checkout.delivery.day")}
            </label>
            <select
              ref={dayRef}
              id={dayId}
              value={shownDay?.date ?? ""}
              onChange={(event) => setDay(event.target.value)}
              className={selectClass}
              data-pickup-day
            >
              {days.map((option) => (
                <option key={option.date} value={option.date}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={`mb-4 ${days.length > 0 ? "sm:col-start-2" : "sm:col-span-2"}`}>
          <label htmlFor={slotField.id} className="block text-sm font-semibold">
            {t("checkout.delivery.slot")}
          </label>
          <select
            ref={timeRef}
            key={`${slotField.key ?? ""}-${store.id}-${hydrated ? (shownDay?.date ?? "") : "all"}`}
            id={slotField.id}
            name={slotField.name}
            defaultValue={chosenSlot}
            aria-invalid={slotField.errors?.length ? true : undefined}
            aria-describedby={describedBy(slotField, hintId)}
            autoFocus={focus === "pickupAt"}
            className={selectClass}
            data-pickup-slot
          >
            <option value="">{t("checkout.delivery.chooseSlot")}</option>
            {hydrated
              ? shownDay?.slots.map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {slot.label}
                  </option>
                ))
              : days.map((option) => (
                  <optgroup key={option.date} label={option.label}>
                    {option.slots.map((slot) => (
                      <option key={slot.value} value={slot.value}>
                        {slot.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
          <FieldErrors id={slotField.errorId} errors={slotField.errors} />
        </div>
        <p id={hintId} className="-mt-2 mb-4 text-sm text-neutral-700 sm:col-span-2">
          {days.length > 0 ? t("checkout.delivery.slotHint") : t("checkout.delivery.noSlots")}
        </p>
      </div>
    </div>
  );
}

/** The shop-time date of a slot among the days, or undefined. */
function dayOfSlot(days: readonly SlotDay[], slot: string): string | undefined {
  return slot ? days.find((day) => day.slots.some((candidate) => candidate.value === slot))?.date : undefined;
}
