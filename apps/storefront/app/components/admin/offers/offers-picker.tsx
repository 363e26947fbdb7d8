// Which city's offers, and which products (a GET form: the choice is in the address, no JavaScript needed).
import type { StaffOfferCity } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses } from "../page";

export function OffersPicker({ cities, city, q }: { cities: StaffOfferCity[]; city: string; q: string }) {
  const { t } = useTranslation("admin");
  const name = (known: StaffOfferCity) => (known.active ? known.name : t("offers.pick.inactive", { city: known.name }));
  return (
    <Form
      method="get"
      aria-label={t("offers.pick.label")}
      className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      data-admin-offers-picker
    >
      <div>
        <label htmlFor="offers-city" className={labelClasses}>
          {t("offers.pick.city")}
        </label>
        <select id="offers-city" name="city" defaultValue={city} className={inputClasses}>
          {cities.map((known) => (
            <option key={known.slug} value={known.slug}>
              {name(known)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="offers-q" className={labelClasses}>
          {t("offers.pick.search")}
        </label>
        <input id="offers-q" name="q" type="search" defaultValue={q} maxLength={100} className={inputClasses} />
      </div>
      <button type="submit" className={buttonClasses}>
        {t("offers.pick.show")}
      </button>
    </Form>
  );
}
