// The header search's suggestions: asked as one types, shown in the combobox's listbox. Loaded at the search
// box's first focus or input (components/layout/search-box.tsx), so a page that is only read never downloads it.
import { useEffect, useMemo } from "react";
import { cityPath } from "../../lib/paths";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMoney } from "../catalogue/use-catalogue";
import { type SuggestionItem, SuggestionList } from "./suggestion-list";
import { useSuggestions } from "./use-suggestions";

interface Props {
  id: string;
  text: string;
  open: boolean;
  active: number;
  optionId: (index: number) => string;
  onActive: (index: number) => void;
  onItems: (items: SuggestionItem[]) => void;
  onChoose: (index: number) => void;
}

export default function SearchSuggestions({ id, text, open, active, optionId, onActive, onItems, onChoose }: Props) {
  const { t } = useTranslation();
  const { lang, citySlug } = useShopPaths();
  const money = useMoney();
  const { result } = useSuggestions(citySlug, lang, text);
  const items: SuggestionItem[] = useMemo(
    () =>
      result
        ? [
            ...result.products.map((p) => ({
              key: `p-${p.slug}`,
              group: "products" as const,
              label: p.name,
              image: p.image,
              detail: money(p.price),
              href: cityPath(lang, citySlug ?? "", "product", { productSlug: p.slug }),
            })),
            ...result.categories.map((c) => ({
              key: `c-${c.slug}`,
              group: "categories" as const,
              label: c.name,
              href: cityPath(lang, citySlug ?? "", "category", { slug: c.slug }),
            })),
          ]
        : [],
    [result, money, lang, citySlug],
  );
  // A new answer resets the highlighted suggestion.
  useEffect(() => {
    onItems(items);
    onActive(-1);
  }, [items, onItems, onActive]);
  return (
    <SuggestionList
      id={id}
      label={t("search.label")}
      items={items}
      open={open}
      loaded={result !== null}
      active={active}
      optionId={optionId}
      onHover={onActive}
      onChoose={onChoose}
    />
  );
}
