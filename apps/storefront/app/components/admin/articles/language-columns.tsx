// The article's texts in en/uk/pl/ru side by side (stacked on a tablet), each language flagged when its
// translation is missing; a refused save shows its messages under the fields.
import { LOCALES, type Locale } from "@shop/domain";
import { useTranslation } from "../../../lib/texts";
import { FormField } from "../coupons/field";
import { inputClasses } from "../page";
import { type ArticleFormValues, hasText } from "./form-values";

export function LanguageColumns({ texts, fieldErrors }: { texts: ArticleFormValues["texts"]; fieldErrors: Record<string, string> }) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-4 xl:grid-cols-4" data-admin-article-languages>
      {LOCALES.map((locale: Locale) => {
        const missing = !hasText(texts[locale]);
        const error = (field: string) => fieldErrors[`texts.${locale}.${field}`];
        const id = (field: string) => `article-${locale}-${field}`;
        return (
          <fieldset
            key={locale}
            lang={locale}
            className={`min-w-0 space-y-3 rounded border p-3 ${missing ? "border-amber-500 bg-amber-50" : "border-neutral-300 bg-white"}`}
            data-admin-article-language={locale}
            data-missing={missing ? "true" : undefined}
          >
            <legend className="flex flex-wrap items-center gap-2 px-1 font-semibold">
              {t(`common.locales.${locale}`)}
              {missing && (
                <span className="rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950" data-admin-missing-translation>
                  {t("common.missing")}
                </span>
              )}
            </legend>
            {fieldErrors[`texts.${locale}`] && (
              <p className="text-sm font-semibold text-red-800" data-admin-field-error>
                {fieldErrors[`texts.${locale}`]}
              </p>
            )}
            <FormField id={id("title")} label={t("articles.fields.title")} error={error("title")}>
              {(a11y) => (
                <input {...a11y} name={`${locale}.title`} defaultValue={texts[locale].title} maxLength={200} className={inputClasses} />
              )}
            </FormField>
            <FormField
              id={id("excerpt")}
              label={t("articles.fields.excerpt")}
              hint={t("articles.fields.excerptHint")}
              error={error("excerpt")}
            >
              {(a11y) => (
                <textarea
                  {...a11y}
                  name={`${locale}.excerpt`}
                  defaultValue={texts[locale].excerpt}
                  rows={3}
                  maxLength={600}
                  className={inputClasses}
                />
              )}
            </FormField>
            <FormField id={id("body")} label={t("articles.fields.body")} hint={t("articles.fields.bodyHint")} error={error("body")}>
              {(a11y) => (
                <textarea
                  {...a11y}
                  name={`${locale}.body`}
                  defaultValue={texts[locale].body}
                  rows={16}
                  className={`${inputClasses} font-mono text-sm`}
                />
              )}
            </FormField>
          </fieldset>
        );
      })}
    </div>
  );
}
