// Creating or changing a blog article: one plain POST form (works without JavaScript) with the address, topic,
// status, publish date (shop time) and the four languages side by side.
import { ARTICLE_TOPIC_IDS } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { FormField } from "../coupons/field";
import { AdminAlert, buttonClasses, inputClasses } from "../page";
import type { ArticleFormValues } from "./form-values";
import { LanguageColumns } from "./language-columns";

export function ArticleForm({
  values,
  isNew,
  messages,
  fieldErrors,
}: {
  values: ArticleFormValues;
  isNew: boolean;
  messages: string[];
  fieldErrors: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="space-y-6" data-admin-article-form>
      <input type="hidden" name="intent" value="save" />
      <AdminAlert messages={messages} />
      <div className="grid gap-4 rounded border border-neutral-300 bg-white p-4 md:grid-cols-2 xl:grid-cols-4">
        <FormField id="article-slug" label={t("articles.fields.slug")} hint={t("articles.fields.slugHint")} error={fieldErrors.slug}>
          {(a11y) => (
            <input {...a11y} name="slug" defaultValue={values.slug} required maxLength={100} className={`${inputClasses} font-mono`} />
          )}
        </FormField>
        <FormField id="article-topic" label={t("articles.fields.topic")} error={fieldErrors.topic}>
          {(a11y) => (
            <select {...a11y} name="topic" defaultValue={values.topic} className={inputClasses}>
              {ARTICLE_TOPIC_IDS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`articles.topics.${topic}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset>
          <legend className="mb-1 block text-sm font-semibold">{t("articles.fields.status")}</legend>
          <div className="flex flex-wrap gap-4">
            {(["draft", "published"] as const).map((status) => (
              <label key={status} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="status" value={status} defaultChecked={values.status === status} className="h-5 w-5" />
                {t(`articles.statuses.${status}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          id="article-published-at"
          label={t("articles.fields.publishedAt")}
          hint={t("articles.fields.publishedAtHint")}
          error={fieldErrors.publishedAt}
        >
          {(a11y) => (
            <input {...a11y} name="publishedAt" type="datetime-local" defaultValue={values.publishedAt} className={inputClasses} />
          )}
        </FormField>
      </div>
      <section aria-labelledby="article-texts-title" className="space-y-3">
        <h2 id="article-texts-title" className="text-xl font-semibold">
          {t("articles.texts.title")}
        </h2>
        <p className="text-neutral-700">{t("articles.texts.lead")}</p>
        {fieldErrors.texts && (
          <p className="font-semibold text-red-800" data-admin-field-error>
            {fieldErrors.texts}
          </p>
        )}
        <LanguageColumns texts={values.texts} fieldErrors={fieldErrors} />
      </section>
      <button type="submit" className={buttonClasses}>
        {isNew ? t("common.actions.create") : t("common.actions.save")}
      </button>
    </Form>
  );
}
