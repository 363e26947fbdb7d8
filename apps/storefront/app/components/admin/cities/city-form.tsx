// The city itself: its names in the four languages, whether the shop shows it, its place in lists and how many days
// a pickup order is held (issue 33). Admins edit them; a city manager reads them. A plain form: it works without
// JavaScript.
import type { StaffCity } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses } from "../page";
import { type CityFormAnswer, checkedOf, fieldValueOf } from "./answer";
import { CheckField, Field } from "./field";
import { CITY_LOCALES } from "./parse-forms";

export function CityForm({ city, answer, editable }: { city: StaffCity; answer: CityFormAnswer | null; editable: boolean }) {
  const { t } = useTranslation("admin");
  const errors = answer?.fieldErrors ?? {};
  if (!editable)
    return (
      <div className="space-y-2 rounded border border-neutral-300 bg-white p-4" data-admin-city-names>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {CITY_LOCALES.map((locale) => (
            <div key={locale} className="contents">
              <dt className="font-semibold">{t(`common.locales.${locale}`)}</dt>
              <dd>{city.names[locale]}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">{t("cities.city.holdDaysRead", { count: city.pickupHoldDays })}</p>
        <p className="text-sm text-neutral-700">{t("cities.city.adminOnly")}</p>
      </div>
    );
  return (
    <Form method="post" className="space-y-4 rounded border border-neutral-300 bg-white p-4" data-admin-city-form>
      <input type="hidden" name="intent" value="city" />
      {answer && <AdminAlert messages={answer.messages} />}
      <div className="grid gap-4 md:grid-cols-2">
        {CITY_LOCALES.map((locale) => (
          <Field
            key={locale}
            id={`city-name-${locale}`}
            name={`name-${locale}`}
            lang={locale}
            label={t("cities.city.name", { language: t(`common.locales.${locale}`) })}
            defaultValue={fieldValueOf(answer, `name-${locale}`, city.names[locale])}
            errors={errors[`name-${locale}`]}
            required
            maxLength={100}
          />
        ))}
        <Field
          id="city-sortOrder"
          name="sortOrder"
          label={t("cities.city.sortOrder")}
          hint={t("cities.city.sortOrderHint")}
          type="number"
          min={0}
          max={100000}
          step={1}
          defaultValue={fieldValueOf(answer, "sortOrder", city.sortOrder)}
          errors={errors.sortOrder}
        />
        <Field
          id="city-pickupHoldDays"
          name="pickupHoldDays"
          label={t("cities.city.holdDays")}
          hint={t("cities.city.holdDaysHint")}
          type="number"
          min={1}
          max={30}
          step={1}
          required
          defaultValue={fieldValueOf(answer, "pickupHoldDays", city.pickupHoldDays)}
          errors={errors.pickupHoldDays}
        />
      </div>
      <CheckField
        id="city-active"
        name="active"
        label={t("cities.city.active")}
        defaultChecked={checkedOf(answer, "active", city.active)}
      />
      <button type="submit" className={buttonClasses}>
        {t("cities.city.submit")}
      </button>
    </Form>
  );
}
