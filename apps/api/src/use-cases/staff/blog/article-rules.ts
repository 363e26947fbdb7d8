// What a blog article written in the back office must satisfy (issue 7): a slug fit for its URL, English
// always, each language either complete (title, excerpt, text) or left out, and a published article with a
// publish date and all four languages.
import { ARTICLE_SLUG_PATTERN, type ArticleTextInput, type StaffArticleValues, VALIDATION_MESSAGES } from "@shop/contracts";
import { LOCALES, type Locale, type Localized } from "@shop/domain";
import { type InputProblem, say } from "../input-refusals";

const SLUG = say(
  "Use lower-case letters a–z, digits and single hyphens, e.g. how-to-pack-a-bowl.",
  "Використовуйте малі латинські літери a–z, цифри та одинарні дефіси, напр. how-to-pack-a-bowl.",
  "Użyj małych liter a–z, cyfr i pojedynczych łączników, np. how-to-pack-a-bowl.",
  "Используйте строчные латинские буквы a–z, цифры и одиночные дефисы, напр. how-to-pack-a-bowl.",
);
const ENGLISH = say(
  "English is required: write the English title, excerpt and text.",
  "Англійська обов'язкова: напишіть англійський заголовок, анонс і текст.",
  "Angielski jest wymagany: napisz angielski tytuł, zajawkę i tekst.",
  "Английский обязателен: напишите английский заголовок, анонс и текст.",
);
const PUBLISH_DATE = say(
  "A published article needs a publish date (a future one schedules it).",
  "Опублікована стаття потребує дати публікації (майбутня дата планує її).",
  "Opublikowany artykuł wymaga daty publikacji (przyszła data go planuje).",
  "Опубликованной статье нужна дата публикации (будущая дата планирует её).",
);

const LANGUAGE_NAMES: Localized<Localized> = {
  en: { en: "English", uk: "Ukrainian", pl: "Polish", ru: "Russian" },
  uk: { en: "англійська", uk: "українська", pl: "польська", ru: "російська" },
  pl: { en: "angielski", uk: "ukraiński", pl: "polski", ru: "rosyjski" },
  ru: { en: "английский", uk: "украинский", pl: "польский", ru: "русский" },
};

function allLanguages(missing: readonly Locale[]): Localized {
  const names = (lang: Locale) => missing.map((locale) => LANGUAGE_NAMES[lang][locale]).join(", ");
  return say(
    `Publishing needs all four languages; missing: ${names("en")}. Save it as a draft until the translations are done.`,
    `Для публікації потрібні всі чотири мови; бракує: ${names("uk")}. Збережіть чернетку, доки переклади не готові.`,
    `Publikacja wymaga wszystkich czterech języków; brakuje: ${names("pl")}. Zapisz szkic, dopóki tłumaczenia nie będą gotowe.`,
    `Для публикации нужны все четыре языка; не хватает: ${names("ru")}. Сохраните черновик, пока переводы не готовы.`,
  );
}

/** A language's text, or null when all of it is empty (the translation is missing). */
export function presentText(text: ArticleTextInput | null | undefined): ArticleTextInput | null {
  if (!text) return null;
  return text.title || text.excerpt || text.body ? text : null;
}

/** The languages with a text. */
export const articleLocales = (values: StaffArticleValues): Locale[] => LOCALES.filter((locale) => presentText(values.texts[locale]));

export function articleProblems(values: StaffArticleValues): InputProblem[] {
  const problems: InputProblem[] = [];
  if (!ARTICLE_SLUG_PATTERN.test(values.slug)) problems.push({ path: "slug", message: SLUG });
  for (const locale of LOCALES) {
    const text = presentText(values.texts[locale]);
    if (!text) continue;
    for (const field of ["title", "excerpt", "body"] as const)
      if (!text[field]) problems.push({ path: `texts.${locale}.${field}`, message: VALIDATION_MESSAGES.required });
  }
  const present = articleLocales(values);
  if (!present.includes("en")) problems.push({ path: "texts.en", message: ENGLISH });
  if (values.status === "published") {
    if (!values.publishedAt) problems.push({ path: "publishedAt", message: PUBLISH_DATE });
    const missing = LOCALES.filter((locale) => !present.includes(locale));
    if (missing.length > 0) problems.push({ path: "texts", message: allLanguages(missing) });
  }
  return problems;
}
