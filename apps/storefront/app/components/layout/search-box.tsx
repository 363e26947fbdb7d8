import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../lib/texts";
import type { SuggestionItem } from "./suggestion-list";

const SearchSuggestions = lazy(() => import("./search-suggestions"));

/**
 * Product search of the current city: a GET form to the search page (works without JavaScript),
 * and with JavaScript an ARIA 1.2 combobox that suggests products and categories as one types.
 * Arrow keys choose, Enter opens the chosen suggestion (or searches), Escape closes the list.
 */
export function SearchBox({ action, id, className = "" }: { action: string; id: string; className?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlQuery = params.get("q") ?? "";
  // What the visitor typed into the server-rendered box before the page became interactive is kept:
  // hydration starts from the box's current value, not from the URL.
  const [text, setText] = useState(
    () => (typeof document === "undefined" ? null : (document.getElementById(id) as HTMLInputElement | null))?.value || urlQuery,
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A navigation to another query shows that query (but mounting does not wipe what was typed).
  const shownQuery = useRef(urlQuery);
  useEffect(() => {
    if (shownQuery.current === urlQuery) return;
    shownQuery.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);
  // The suggestions (their requests, list and live count) load at the box's first use (docs/adr/0005).
  const [used, setUsed] = useState(false);
  const [items, setItems] = useState<SuggestionItem[]>([]);
  const expanded = open && items.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function go(item: SuggestionItem | undefined) {
    if (!item) return;
    setOpen(false);
    setActive(-1);
    void navigate(item.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : count - 1);
      } else setActive((current) => (event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      go(items[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <Form role="search" method="get" action={action} className={`relative flex w-full min-w-0 items-center gap-2 ${className}`}>
      <label className="sr-only" htmlFor={id}>
        {t("search.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={used ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setUsed(true);
        }}
        onFocus={() => {
          setOpen(true);
          setUsed(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={t("search.placeholder")}
        maxLength={100}
        className="min-w-0 flex-1 rounded-full border border-neutral-500 bg-white px-4 py-2 text-ink placeholder:text-neutral-600"
      />
      <button type="submit" className="rounded-full bg-accent px-4 py-2 font-semibold text-primary-dark hover:brightness-95">
        {t("search.submit")}
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={listId}
            text={text}
            open={open}
            active={active}
            optionId={optionId}
            onActive={setActive}
            onItems={setItems}
            onChoose={(index) => go(items[index])}
          />
        </Suspense>
      )}
    </Form>
  );
}
