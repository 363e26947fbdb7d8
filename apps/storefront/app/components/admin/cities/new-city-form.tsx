// A new city (admins): its address in links and its names in the four languages; switched off unless ticked.
// A plain form: it works without JavaScript.

import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses } from "../page";
import { type CityFormAnswer, checkedOf, fieldValueOf } from "./answer";
import { CheckField, Field } from "./field";
import { CITY_LOCALES } from "./parse-forms";

export function NewCityForm({ answer }: { answer: CityFormAnswer | null }) {
  const { t } = useTranslation("admin");
  const errors = answer?.fieldErrors ?? {};
  return (
    <section aria-labelledby="new-city-title" className="space-y-3">
      <h2 id="new-city-title" className="text-xl font-bold">
        {t("cities.create.title")}
      </h2>
      <p className="text-neutral-700">{t("cities.create.lead")}</p>
      <Form method="post" className="space-y-4 rounded border border-neutral-300 bg-white p-4" data-admin-new-city>
        <input type="hidden" name="intent" value="create" />
        {answer && <AdminAlert messages={answer.messages} />}
        <Field
          id="new-city-slug"
          name="slug"
          label={t("cities.create.slug")}
          hint={t("cities.create.slugHint")}
          defaultValue={fieldValueOf(answer, "slug", "")}
          errors={errors.slug}
          required
          maxLength={64}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          autoCapitalize="none"
          spellCheck={false}
        />
        <div className="grid gap-4 md:grid-cols-2">
          {CITY_LOCALES.map((locale) => (
            <Field
              key={locale}
              id={`new-city-name-${locale}`}
              name={`name-${locale}`}
              lang={locale}
              label={t("cities.city.name", { language: t(`common.locales.${locale}`) })}
              defaultValue={fieldValueOf(answer, `name-${locale}`, "")}
              errors={errors[`name-${locale}`]}
              required
              maxLength={100}
            />
          ))}
        </div>
        <CheckField
          id="new-city-active"
          name="active"
          label={t("cities.create.active")}
          defaultChecked={checkedOf(answer, "active", false)}
        />
        <button type="submit" className={buttonClasses}>
          {t("cities.create.submit")}
        </button>
      </Form>
    </section>
  );
}
