// useTranslation and Trans for components: the language comes from the root (the URL's language), the
// texts from the registry; a component's call is one context read (no per-call copies, docs/adr/0004).
import type { Locale } from "@shop/domain";
import { Children, cloneElement, createContext, isValidElement, type ReactElement, type ReactNode, useContext } from "react";
import type { AdminKey, ShopKey } from "./keys";
import { type Texts, textsOf } from "./registry";
import { splitTags, type Vars } from "./translate";

const LanguageContext = createContext<Locale>("en");

export function TextsProvider({ lang, children }: { lang: Locale; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

export function useTranslation(): Texts<ShopKey>;
export function useTranslation(ns: "admin"): Texts<AdminKey>;
export function useTranslation(ns?: "admin"): Texts<ShopKey> | Texts<AdminKey> {
  const lang = useContext(LanguageContext);
  return ns === "admin" ? textsOf(lang, "admin") : textsOf(lang);
}

/** A text with `<name>…</name>` parts rendered as the given elements (links in a sentence). */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: ShopKey;
  values?: Vars;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { t } = useTranslation();
  return Children.toArray(
    splitTags(t(i18nKey, values)).map((part, index) => {
      if (typeof part === "string") return part;
      const element = components[part.tag];
      return isValidElement(element) ? cloneElement(element, { key: index }, part.inner) : part.inner;
    }),
  );
}
