// What a blog article written in the back office must satisfy (issue 7): a slug fit for its URL, English
// always, each language either complete (title, excerpt, text) or left out, and a published article with a
// publish date and all four languages.
import {
  ARTICLE_SLUG_PATTERN,
  type ArticleTextInput,
  localized,
  type StaffArticleValues,
  staffArticlesCatalogue,
  VALIDATION_MESSAGES,
} from "@shop/contracts";
import { LOCALES, type Locale, type Localized } from "@shop/domain";
import type { InputProblem } from "../input-refusals";

const SLUG = /* @__PURE__ */ localized(staffArticlesCatalogue, (m) => m.slug);
const ENGLISH = /* @__PURE__ */ localized(staffArticlesCatalogue, (m) => m.english);
const PUBLISH_DATE = /* @__PURE__ */ localized(staffArticlesCatalogue, (m) => m.publishDate);

function allLanguages(missing: readonly Locale[]): Localized {
  return localized(staffArticlesCatalogue, (m) => m.allLanguages({ missing: missing.map((locale) => m.languageNames[locale]).join(", ") }));
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
