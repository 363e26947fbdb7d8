// A message that depends on a number, written once per plural form of its language (Intl.PluralRules: "one",
// "few", "many", "other"); "{n}" in it is the number.
import type { Locale } from "@shop/domain";

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Locale, Intl.PluralRules>();

/** The form of `forms` that the language uses for n, with n written in. */
export function plural(locale: Locale, forms: PluralForms, n: number): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return (forms[rule.select(n)] ?? forms.other).replaceAll("{n}", String(n));
}
