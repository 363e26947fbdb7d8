// The texts of components, server and browser alike (docs/adr/0004).
export type { AdminKey } from "./keys";
export { TextsProvider, Trans, useTranslation } from "./react";
export { hasTexts, registerTexts, textsOf } from "./registry";

import type { ShopKey } from "./keys";
import type { TFunction as Translate } from "./translate";

export type { Dict } from "./translate";
/** A translate function; the shop's keys unless told otherwise (`TFunction<AdminKey>`). */
export type TFunction<K extends string = ShopKey> = Translate<K>;
