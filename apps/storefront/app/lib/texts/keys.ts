// Typed keys: the dotted paths of the English texts (plural forms named once, without their suffix).

import type { AdminTexts } from "../../locales/admin";
import type en from "../../locales/en";

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type Base<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/** The keys of a dictionary's type. */
type KeysOf<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Base<K>}` : KeysOf<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the shop's texts, e.g. "catalogue.listing.products". */
export type ShopKey = KeysOf<typeof en>;
/** A key of the back office's texts (namespace "admin"). */
export type AdminKey = KeysOf<AdminTexts>;
