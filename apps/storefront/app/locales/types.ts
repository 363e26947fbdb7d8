/** Plural forms (i18next's JSON format): uk, pl and ru need few and many where English has one and other. */
export type PluralForms = { [key: `${string}_${"zero" | "one" | "two" | "few" | "many" | "other"}`]: string };

/** The shape of the English texts, for the other languages (locales.test.ts checks every key exists). */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> & PluralForms };
