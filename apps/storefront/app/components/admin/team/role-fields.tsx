// A staff role and its cities as plain form fields (no JavaScript needed): the role as two radio buttons, the cities as
// check boxes. The cities count only for a city manager (the API ignores an admin's).
import type { StaffRole, StaffTeam } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";

const ROLES: StaffRole[] = ["admin", "city-manager"];

export function RoleFields({
  idPrefix,
  staffRole,
  cities,
  allCities,
}: {
  /** Makes the fields' ids unique on a page with several forms. */
  idPrefix: string;
  /** The role chosen. */
  staffRole: StaffRole;
  /** The slugs ticked. */
  cities: readonly string[];
  allCities: StaffTeam["cities"];
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">{t("team.role.label")}</legend>
        {ROLES.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2" htmlFor={`${idPrefix}-role-${value}`}>
            <input
              id={`${idPrefix}-role-${value}`}
              type="radio"
              name="role"
              value={value}
              defaultChecked={staffRole === value}
              required
              className="size-5"
            />
            <span>{t(`team.role.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2" aria-describedby={`${idPrefix}-cities-hint`}>
        <legend className="mb-1 text-sm font-semibold">{t("team.cities.label")}</legend>
        <p id={`${idPrefix}-cities-hint`} className="text-sm text-neutral-700">
          {t("team.cities.hint")}
        </p>
        <div className="flex flex-wrap gap-x-5">
          {allCities.map((city) => (
            <label key={city.slug} className="flex min-h-11 items-center gap-2" htmlFor={`${idPrefix}-city-${city.slug}`}>
              <input
                id={`${idPrefix}-city-${city.slug}`}
                type="checkbox"
                name="cities"
                value={city.slug}
                defaultChecked={cities.includes(city.slug)}
                className="size-5"
              />
              <span>{city.active ? city.name : t("team.cities.inactive", { city: city.name })}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
