// One store of the city, folded to a summary line (address, pickup status and limit) and opened to edit:
// address, phone, position, pickup capacity, whether it is offered for pickup, and its week of opening hours.
// `store` null: the form that adds a store. A plain form: it works without JavaScript.
import type { StaffStore } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses } from "../page";
import { type CityFormAnswer, checkedOf, fieldValueOf } from "./answer";
import { CheckField, Field } from "./field";
import { HoursTable } from "./hours-table";

export function StoreForm({ store, answer, open }: { store: StaffStore | null; answer: CityFormAnswer | null; open: boolean }) {
  const { t } = useTranslation("admin");
  const formId = store ? `store-${store.id}` : "new-store";
  const errors = answer?.fieldErrors ?? {};
  const field = (name: string, stored: string | number | null | undefined) => ({
    id: `${formId}-${name}`,
    name,
    defaultValue: fieldValueOf(answer, name, stored),
    errors: errors[name],
  });
  return (
    <details
      open={open || answer !== null}
      id={formId}
      className="rounded border border-neutral-300 bg-white"
      data-admin-store={store?.id ?? "new"}
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <span className="font-semibold">{store ? store.address : t("cities.stores.add")}</span>
        {store && (
          <span className="text-sm text-neutral-700" data-admin-store-summary>
            {store.active ? "" : `${t("cities.stores.inactive")} · `}
            {store.pickupSlotCapacity === null
              ? t("cities.stores.noLimit")
              : t("cities.stores.capacity", { count: store.pickupSlotCapacity })}
          </span>
        )}
      </summary>
      <Form method="post" className="space-y-4 border-t border-neutral-200 p-4" data-admin-store-form={store?.id ?? "new"}>
        <input type="hidden" name="intent" value="store" />
        {store && <input type="hidden" name="storeId" value={store.id} />}
        {answer && <AdminAlert messages={answer.messages} />}
        <div className="grid gap-4 md:grid-cols-2">
          <Field {...field("address", store?.address)} label={t("cities.store.address")} required maxLength={200} />
          <Field {...field("phone", store?.phone)} label={t("cities.store.phone")} type="tel" required maxLength={32} />
          <Field
            {...field("latitude", store?.latitude)}
            label={t("cities.store.latitude")}
            inputMode="decimal"
            required
            hint={t("cities.store.positionHint")}
          />
          <Field {...field("longitude", store?.longitude)} label={t("cities.store.longitude")} inputMode="decimal" required />
          <Field
            {...field("capacity", store?.pickupSlotCapacity)}
            label={t("cities.store.capacity")}
            type="number"
            min={1}
            max={1000}
            step={1}
            hint={t("cities.store.capacityHint")}
          />
          <Field
            {...field("sortOrder", store?.sortOrder)}
            label={t("cities.store.sortOrder")}
            type="number"
            min={0}
            max={100000}
            step={1}
          />
        </div>
        <CheckField
          id={`${formId}-active`}
          name="active"
          label={t("cities.store.active")}
          defaultChecked={checkedOf(answer, "active", store?.active ?? true)}
        />
        <HoursTable formId={formId} hours={store?.openingHours ?? null} answer={answer} />
        <button type="submit" className={buttonClasses}>
          {store ? t("cities.store.submit") : t("cities.store.create")}
        </button>
      </Form>
    </details>
  );
}
