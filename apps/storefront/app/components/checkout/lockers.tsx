import type { Locker } from "@shop/contracts";
import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import { browserApi } from "../../lib/api/browser";
import { findLockers } from "../../lib/api/lockers";
import { distanceText, lockerOptions } from "../../lib/checkout/lockers";
import type { CheckoutReply } from "../../lib/checkout/types";
import type { FieldMeta } from "../../lib/forms/field-props";
import { JS_FIELD } from "../../lib/forms/js-field";
import { useTranslation } from "../../lib/texts";
import type { ShopKey } from "../../lib/texts/keys";
import { useHydrated } from "../../lib/use-hydrated";
import { useRootData } from "../../lib/use-shop";
import { Button } from "../ui/button";
import { useLockerSearch, useParcelLockerChosen } from "./use-locker-search";

/**
 * The schema's messages are ValidationKeys ("required"), the server's are sentences. (Not forms/fields' FieldErrors: the
 * picker's chunk then needs no other chunk loaded first, and the route that lazy-loads it lists fewer.)
 */
const VALIDATION_KEY = /^[a-z][A-Za-z]*$/;

interface LockerPickerProps {
  /** The form's lockerCode: the checked radio posts the chosen locker's code. */
  field: FieldMeta;
  /** The first invalid field of a form rendered with errors. */
  focus: string | undefined;
}

/**
 * The InPost parcel locker picker (issue 19; docs/orders.md "InPost parcel lockers"): one search box (a postcode, a
 * city, a street or a code; the API decides which), the lockers found as a radio group nearest first (code, address,
 * description, opening hours, distance), the number found announced in a live region, the chosen locker above.
 * With JavaScript it searches as the shopper types; without it, "Search lockers" posts the form (intent "lockers")
 * and the page comes back with the results and everything typed (routes/city/checkout-lockers.server.ts).
 */
export default function LockerPicker({ field, focus }: LockerPickerProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const city = useRootData()?.city?.slug;
  const locale = i18n.language;
  const reply = useActionData<CheckoutReply | undefined>();
  const posted = reply?.lockers;
  const root = useRef<HTMLDivElement>(null);
  const search = useLockerSearch(city, locale, useParcelLockerChosen(root, hydrated), posted);
  const [chosen, setChosen] = useState<Locker | null>(posted?.chosen ?? null);
  const initialCode = typeof field.initialValue === "string" ? field.initialValue : "";
  // A code the form started with but without its details (a restored draft): asked once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the code the form started with
  useEffect(() => {
    if (!hydrated || !city || !initialCode || chosen) return;
    findLockers(browserApi(locale), city, initialCode).then(
      (list) => setChosen((now) => now ?? list.lockers.find((locker) => locker.code === initialCode.toUpperCase()) ?? null),
      () => {},
    );
  }, [hydrated]);

  const options = lockerOptions(chosen, search.lockers ?? []);
  const queryId = `${field.id}-query`;
  const invalid = (field.errors?.length ?? 0) > 0;
  // Without JavaScript, the first result takes the focus after a search; a form with this field wrong, the field.
  const focusFirst = (reply?.intent === "lockers" && !hydrated) || focus === "lockerCode";
  const status =
    search.status === "searching"
      ? t("checkout.delivery.locker.searching")
      : search.status === "failed"
        ? t("checkout.delivery.locker.failed")
        : search.status === "done"
          ? search.lockers?.length
            ? t("checkout.delivery.locker.found", { count: search.lockers.length })
            : t("checkout.delivery.locker.none")
          : "";
  return (
    <div ref={root} data-locker-picker="">
      {hydrated && <input type="hidden" name={JS_FIELD} value="1" />}
      {chosen && (
        <p className="mb-4 rounded-lg bg-neutral-100 p-3" data-locker-chosen={chosen.code}>
          <span className="block text-sm font-semibold">{t("checkout.delivery.locker.chosen")}</span>
          <span className="block">
            <span className="font-semibold">{chosen.code}</span> · {chosen.address}
          </span>
          <span className="block text-sm text-neutral-700">{chosen.name}</span>
        </p>
      )}
      <label htmlFor={queryId} className="block text-sm font-semibold">
        {t("checkout.delivery.locker.search")}
      </label>
      <p id={`${queryId}-hint`} className="mt-1 text-sm text-neutral-700">
        {t("checkout.delivery.locker.searchHint")}
      </p>
      <div className="mt-1 flex gap-2">
        <input
          id={queryId}
          type="search"
          name="lockerQuery"
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches (it would otherwise send the whole order).
            if (event.key !== "Enter") return;
            event.preventDefault();
            search.searchNow();
          }}
          maxLength={100}
          enterKeyHint="search"
          autoFocus={focusFirst && options.length === 0}
          aria-describedby={`${queryId}-hint`}
          className="block w-full min-w-0 rounded-lg border border-neutral-500 bg-white px-3 py-2.5 text-ink"
          data-locker-query=""
        />
        <Button
          variant="outline"
          {...(hydrated
            ? { type: "button", onClick: search.searchNow }
            : { type: "submit", name: "intent", value: "lockers", formNoValidate: true })}
          data-locker-search=""
        >
          {t("checkout.delivery.locker.searchButton")}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm" data-locker-status={search.status}>
        {status}
      </p>
      {options.length > 0 && (
        <fieldset className="mt-2" aria-describedby={invalid ? field.errorId : undefined}>
          <legend className="text-sm font-semibold">{t("checkout.delivery.locker.list")}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {options.map((locker, index) => (
              <LockerOption
                key={locker.code}
                locker={locker}
                name={field.name}
                checked={chosen?.code === locker.code}
                onChoose={() => setChosen(locker)}
                autoFocus={focusFirst && (chosen ? chosen.code === locker.code : index === 0)}
                invalid={invalid}
                locale={locale}
              />
            ))}
          </div>
        </fieldset>
      )}
      {invalid && (
        <p id={field.errorId} className="mt-1 text-sm font-semibold text-red-800" data-field-error>
          {field.errors?.map((message) => (VALIDATION_KEY.test(message) ? t(`validation.${message}` as ShopKey) : message)).join(" ")}
        </p>
      )}
    </div>
  );
}

interface LockerOptionProps {
  locker: Locker;
  name: string;
  checked: boolean;
  onChoose: () => void;
  autoFocus: boolean;
  invalid: boolean;
  locale: string;
}

/** One locker of the radio group: its code and distance, address, description and opening hours. */
function LockerOption({ locker, name, checked, onChoose, autoFocus, invalid, locale }: LockerOptionProps) {
  const { t } = useTranslation();
  const hours =
    locker.open247 || locker.openingHours === "24/7"
      ? t("checkout.delivery.locker.open247")
      : locker.openingHours && t("checkout.delivery.locker.hours", { hours: locker.openingHours });
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 p-3 has-checked:border-primary-dark has-checked:ring-1 has-checked:ring-primary-dark">
      <input
        type="radio"
        name={name}
        value={locker.code}
        checked={checked}
        onChange={onChoose}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        className="mt-1 size-5 shrink-0 accent-primary-dark"
        data-locker-option={locker.code}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap justify-between gap-x-3">
          <span className="font-semibold">{locker.code}</span>
          {locker.distance !== null && (
            <span className="text-sm tabular-nums">
              {t("checkout.delivery.locker.away", { distance: distanceText(locale, locker.distance) })}
            </span>
          )}
        </span>
        <span className="block">{locker.address}</span>
        <span className="block text-sm text-neutral-700">
          {locker.name}
          {hours && ` · ${hours}`}
        </span>
      </span>
    </label>
  );
}
