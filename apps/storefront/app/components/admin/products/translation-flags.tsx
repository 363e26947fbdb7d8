// Which of the four translations a product has: a missing one is flagged in words and colour, not colour alone.
import { LOCALES, type Locale } from "@shop/domain";
import { useTranslation } from "../../../lib/texts";

export function MissingBadge({ locale }: { locale: Locale }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className="inline-flex items-center rounded border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
      data-missing-translation={locale}
    >
      {t("common.missing")}
    </span>
  );
}

export function TranslationFlags({ missing }: { missing: readonly Locale[] }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t("products.table.translations")}>
      {LOCALES.map((locale) => {
        const absent = missing.includes(locale);
        return (
          <li
            key={locale}
            title={absent ? `${t(`common.locales.${locale}`)}: ${t("common.missing")}` : t(`common.locales.${locale}`)}
            className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${
              absent ? "border border-amber-700 bg-amber-50 text-amber-900" : "bg-neutral-100 text-neutral-700"
            }`}
            {...(absent ? { "data-missing-translation": locale } : {})}
          >
            {locale}
            {absent && <span className="normal-case"> · {t("products.missingShort")}</span>}
          </li>
        );
      })}
    </ul>
  );
}
