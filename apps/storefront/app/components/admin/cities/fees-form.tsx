// The city's delivery fees as one table: per delivery method the fee and the goods total from which it is free,
// typed in złoty ("12,50"); the API keeps grosze. A plain form: it works without JavaScript.
import type { StaffDeliveryFee } from "@shop/contracts";
import { Form } from "react-router";
import { groszeToInput } from "../../../lib/admin/money";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses } from "../page";
import { type CityFormAnswer, fieldValueOf } from "./answer";
import { FieldError } from "./field";

const moneyClasses = "min-h-11 w-32 rounded border border-neutral-400 bg-white px-3 py-2 text-base";

export function FeesForm({ fees, answer }: { fees: StaffDeliveryFee[]; answer: CityFormAnswer | null }) {
  const { t } = useTranslation("admin");
  const errors = answer?.fieldErrors ?? {};
  return (
    <Form method="post" className="space-y-3" data-admin-fees-form>
      <input type="hidden" name="intent" value="fees" />
      {answer && <AdminAlert messages={answer.messages} />}
      <div className="overflow-x-auto rounded border border-neutral-300 bg-white">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm [&_td]:border-t [&_td]:border-neutral-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
          <thead>
            <tr className="bg-neutral-50">
              <th scope="col">{t("cities.fees.method")}</th>
              <th scope="col">{t("cities.fees.fee")}</th>
              <th scope="col">{t("cities.fees.freeFrom")}</th>
            </tr>
          </thead>
          <tbody>
            {fees.map((fee) => {
              const method = t(`cities.methods.${fee.method}`);
              const cell = (name: "fee" | "freeFrom", stored: number | null, label: string) => {
                const key = `${name}-${fee.method}`;
                const errorId = `fees-${key}-error`;
                return (
                  <td>
                    <input
                      name={key}
                      inputMode="decimal"
                      aria-label={`${method}: ${label}`}
                      aria-invalid={errors[key]?.length ? true : undefined}
                      aria-describedby={errors[key]?.length ? errorId : undefined}
                      defaultValue={fieldValueOf(answer, key, groszeToInput(stored))}
                      className={moneyClasses}
                    />
                    <FieldError id={errorId} errors={errors[key]} field={key} />
                  </td>
                );
              };
              return (
                <tr key={fee.method} data-admin-fee={fee.method}>
                  <th scope="row" className="font-semibold">
                    {method}
                  </th>
                  {cell("fee", fee.fee, t("cities.fees.fee"))}
                  {cell("freeFrom", fee.freeFrom, t("cities.fees.freeFrom"))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-neutral-700">{t("cities.fees.freeFromHint")}</p>
      <button type="submit" className={buttonClasses}>
        {t("cities.fees.submit")}
      </button>
    </Form>
  );
}
