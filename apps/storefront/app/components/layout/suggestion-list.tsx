import { useTranslation } from "../../lib/texts";
import { useMedia } from "../catalogue/use-catalogue";

export interface SuggestionItem {
  key: string;
  group: "products" | "categories";
  label: string;
  href: string;
  image?: string;
  detail?: string;
}

interface SuggestionListProps {
  id: string;
  label: string;
  items: SuggestionItem[];
  open: boolean;
  /** An answer arrived (so an empty list means "no suggestions"). */
  loaded: boolean;
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}

/** The combobox's popup: a listbox grouped into products and categories, and a live count for screen readers. */
export function SuggestionList({ id, label, items, open, loaded, active, optionId, onHover, onChoose }: SuggestionListProps) {
  const { t } = useTranslation();
  const media = useMedia();
  const groups = (["products", "categories"] as const)
    .map((group) => ({ group, entries: items.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group) }))
    .filter(({ entries }) => entries.length > 0);
  const showList = open && items.length > 0;
  return (
    <>
      <div
        id={id}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white p-2 text-ink shadow-2xl ring-1 ring-black/10"
        data-suggestions
      >
        {groups.map(({ group, entries }) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"; a fieldset would make a form group inside the popup
          <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
            <div
              role="presentation"
              id={`${id}-${group}`}
              className="px-3 pt-2 pb-1 text-xs font-bold uppercase tracking-wide text-neutral-600"
            >
              {t(`catalogue.suggestions.${group}`)}
            </div>
            {entries.map(({ item, index }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: a combobox option; focus stays in the search field, which moves through the options with the arrow keys (aria-activedescendant)
              <div
                key={item.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && onHover(index)}
                onClick={() => onChoose(index)}
                className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 aria-selected:bg-canvas-dark aria-selected:outline-2 aria-selected:outline-focus"
                data-suggestion={item.group}
              >
                {item.image && (
                  <img
                    src={media(item.image)}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded-lg bg-canvas object-contain p-0.5"
                  />
                )}
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{item.label}</span>
                {item.detail && <span className="shrink-0 text-sm font-semibold tabular-nums">{item.detail}</span>}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {open && loaded
          ? items.length > 0
            ? t("catalogue.suggestions.count", { count: items.length })
            : t("catalogue.suggestions.none")
          : ""}
      </p>
    </>
  );
}
