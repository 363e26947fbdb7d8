// A city's stock in the per-product offers form: one quantity input per store of the city (labelled by its street,
// a closed store marked), and the city's total shown read-only as their sum. Without JavaScript the total is the
// one stored (the save works it out again); with it, the total follows what is typed.
import type { StaffOfferStore } from "@shop/contracts";
import { useState } from "react";
import { useTranslation } from "../../../lib/texts";
import { inputClasses } from "../page";
import { storeShortName } from "./offer-text";
import { storeFieldName } from "./product-form";

const sumOf = (values: readonly string[]) => values.reduce((sum, value) => sum + (/^\s*\d{1,9}\s*$/.test(value) ? Number(value) : 0), 0);

export function StoreStockInputs({
  row,
  city,
  stores,
  values,
  errors,
}: {
  row: number;
  city: string;
  stores: readonly StaffOfferStore[];
  /** By field name ("storeStock.0.12"), as stored or as typed. */
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  const [typed, setTyped] = useState(() => stores.map((store) => values[storeFieldName(row, store.id)] ?? ""));
  if (stores.length === 0) return <p className="text-sm text-neutral-700">{t("offers.product.noStores")}</p>;
  return (
    <div className="space-y-2" data-admin-offer-stores>
      {stores.map((store, index) => {
        const name = storeFieldName(row, store.id);
        const id = `offer-store-${row}-${store.id}`;
        const error = errors[name];
        const label = store.active ? storeShortName(store) : t("offers.table.closedStore", { store: storeShortName(store) });
        return (
          <div key={store.id}>
            <label htmlFor={id} className="block text-xs text-neutral-700" title={store.address}>
              {label}
            </label>
            <input
              id={id}
              name={name}
              defaultValue={values[name] ?? ""}
              inputMode="numeric"
              onInput={(event) => {
                const value = event.currentTarget.value;
                setTyped((before) => before.map((old, at) => (at === index ? value : old)));
              }}
              aria-label={`${t("offers.table.storeStock", { store: store.address })}: ${city}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${inputClasses} tabular-nums`}
              data-admin-offer-field="storeStock"
              data-admin-offer-store={store.id}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <p className="text-sm">
        {t("offers.product.total")}:{" "}
        <output className="font-semibold tabular-nums" aria-live="polite" data-admin-offer-total>
          {sumOf(typed)}
        </output>
      </p>
    </div>
  );
}
