// A store's week as a table: each weekday's opening and closing time (time fields: a tablet shows its time
// picker), or "Closed". A day whose times are refused shows the message in its row.
import type { StaffStore } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { type CityFormAnswer, checkedOf, fieldValueOf } from "./answer";
import { FieldError } from "./field";
import { WEEKDAYS } from "./parse-forms";

const DAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const timeClasses = "min-h-11 w-32 rounded border border-neutral-400 bg-white px-2 py-2 text-base";

/** `hours` null: a new store (no day ticked closed yet). */
export function HoursTable({
  formId,
  hours,
  answer,
}: {
  formId: string;
  hours: StaffStore["openingHours"] | null;
  answer: CityFormAnswer | null;
}) {
  const { t } = useTranslation("admin");
  const errors = answer?.fieldErrors ?? {};
  return (
    <div className="overflow-x-auto rounded border border-neutral-300 bg-white" data-admin-hours={formId}>
      <table className="w-full min-w-[30rem] border-collapse text-left text-sm [&_td]:px-3 [&_td]:py-1 [&_th]:px-3 [&_th]:py-2">
        <caption className="px-3 pt-2 text-left font-semibold">{t("cities.hours.caption")}</caption>
        <thead>
          <tr className="bg-neutral-50">
            <th scope="col">{t("cities.hours.day")}</th>
            <th scope="col">{t("cities.hours.opens")}</th>
            <th scope="col">{t("cities.hours.closes")}</th>
            <th scope="col">{t("cities.hours.closed")}</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const stored = hours?.find((entry) => entry.day === day);
            const name = t(`cities.hours.days.${DAY_KEYS[day - 1] ?? "mon"}`);
            const dayErrors = errors[`hours-${day}`];
            const errorId = `${formId}-hours-${day}-error`;
            const described = dayErrors?.length ? errorId : undefined;
            return (
              <tr key={day} className="border-t border-neutral-200" data-admin-hours-day={day}>
                <th scope="row" className="font-semibold">
                  {name}
                  <FieldError id={errorId} errors={dayErrors} field={`hours-${day}`} />
                </th>
                <td>
                  <input
                    type="time"
                    name={`opens-${day}`}
                    aria-label={`${name}: ${t("cities.hours.opens")}`}
                    aria-invalid={described ? true : undefined}
                    aria-describedby={described}
                    defaultValue={fieldValueOf(answer, `opens-${day}`, stored?.opens)}
                    className={timeClasses}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    name={`closes-${day}`}
                    aria-label={`${name}: ${t("cities.hours.closes")}`}
                    aria-invalid={described ? true : undefined}
                    aria-describedby={described}
                    defaultValue={fieldValueOf(answer, `closes-${day}`, stored?.closes)}
                    className={timeClasses}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    name={`closed-${day}`}
                    aria-label={`${name}: ${t("cities.hours.closed")}`}
                    defaultChecked={checkedOf(answer, `closed-${day}`, hours !== null && !stored)}
                    className="size-6"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="px-3 pb-2 text-sm text-neutral-700">{t("cities.hours.hint")}</p>
    </div>
  );
}
