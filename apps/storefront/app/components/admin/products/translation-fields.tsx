// The product's texts in the four languages side by side (one column each on a wide screen, stacked under
// clear headings on a tablet). A language left empty is a missing translation, flagged at its heading.
import { PRODUCT_TEXT_LIMITS } from "@shop/contracts";
import { LOCALES, type Locale } from "@shop/domain";
import { useTranslation } from "../../../lib/texts";
import { TextField } from "./field";
import { TEXT_FIELDS, type TextValues } from "./form-values";
import { MissingBadge } from "./translation-flags";

const ROWS: Partial<Record<(typeof TEXT_FIELDS)[number], number>> = { shortDescription: 3, description: 8, seoDescription: 3 };

export function TranslationFields({ texts, errors }: { texts: Record<Locale, TextValues>; errors: Record<string, string> }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="product-texts-title" className="space-y-3">
      <h2 id="product-texts-title" className="text-xl font-semibold">
        {t("products.form.texts")}
      </h2>
      <p className="max-w-3xl text-sm text-neutral-700">{t("products.form.textsHint")}</p>
      <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-4">
        {LOCALES.map((locale) => {
          const missing = TEXT_FIELDS.every((field) => texts[locale][field] === "");
          return (
            <fieldset
              key={locale}
              className={`min-w-0 space-y-3 rounded border bg-white p-4 ${missing ? "border-amber-700" : "border-neutral-300"}`}
              data-product-texts={locale}
            >
              <legend className="flex flex-wrap items-center gap-2 px-1 text-lg font-semibold">
                <span>{t(`common.locales.${locale}`)}</span>
                {missing ? (
                  <MissingBadge locale={locale} />
                ) : (
                  <span className="text-sm font-normal text-neutral-600">{t("products.form.translated")}</span>
                )}
              </legend>
              {TEXT_FIELDS.map((field) => (
                <TextField
                  key={field}
                  id={`text-${locale}-${field}`}
                  name={`text.${locale}.${field}`}
                  label={t(`products.form.${field}`)}
                  value={texts[locale][field]}
                  rows={ROWS[field]}
                  maxLength={PRODUCT_TEXT_LIMITS[field]}
                  required={locale === "en" && field === "name"}
                  lang={locale}
                  hint={field === "seoTitle" ? t("products.form.seoHint") : undefined}
                  error={errors[`texts.${locale}.${field}`]}
                />
              ))}
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}
