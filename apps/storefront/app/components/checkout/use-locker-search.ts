import type { Locker } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { type RefObject, useEffect, useRef, useState } from "react";
import { browserApi } from "../../lib/api/browser";
import { findLockers } from "../../lib/api/lockers";
import type { LockerReply } from "../../lib/checkout/types";

const SEARCH_DELAY_MS = 350;
const answers = new Map<string, Locker[]>();

export type LockerSearchStatus = "idle" | "searching" | "done" | "failed";

/**
 * The picker's search in the browser: asked through the API client once typing pauses (350 ms), at once when the
 * shopper presses Search or Enter; a newer search cancels the older one; answers are kept for the page's life.
 * `enabled`: the page runs JavaScript and parcel locker is the chosen delivery. `posted`: a page without JavaScript's
 * last search (the action's answer), where the state starts.
 */
export function useLockerSearch(city: string | undefined, locale: Locale, enabled: boolean, posted: LockerReply | undefined) {
  const [query, setQuery] = useState(posted?.query ?? "");
  const [answer, setAnswer] = useState(posted?.list ? { text: posted.query, lockers: posted.list.lockers } : null);
  const [status, setStatus] = useState<LockerSearchStatus>(posted ? (posted.list ? "done" : "failed") : "idle");
  const [attempt, setAttempt] = useState(0);
  const now = useRef(false);
  const text = query.trim();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text or a press of Search asks; the answer only says whether it must
  useEffect(() => {
    if (!enabled || !city) return;
    const pressed = now.current;
    now.current = false;
    if (!pressed && answer?.text === text) return;
    const key = `${locale}|${city}|${text.toLowerCase()}`;
    const kept = answers.get(key);
    if (kept) {
      setAnswer({ text, lockers: kept });
      setStatus("done");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setStatus("searching");
        findLockers(browserApi(locale), city, text, controller.signal).then(
          (list) => {
            if (answers.size > 100) answers.clear();
            answers.set(key, list.lockers);
            setAnswer({ text, lockers: list.lockers });
            setStatus("done");
          },
          () => {
            if (!controller.signal.aborted) setStatus("failed");
          },
        );
      },
      pressed ? 0 : SEARCH_DELAY_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, city, locale, text, attempt]);

  return {
    query,
    setQuery,
    /** The latest answer's lockers (null before the first). */
    lockers: answer?.lockers ?? null,
    status,
    /** Search or Enter: ask now (again, after a failure). */
    searchNow() {
      now.current = true;
      setAttempt((count) => count + 1);
    },
  };
}

/**
 * Whether parcel locker is the delivery checked in the picker's form now (only then does the picker search by itself).
 * Read from the form's radios rather than passed down: the checkout's route module stays as small as it was.
 */
export function useParcelLockerChosen(root: RefObject<HTMLDivElement | null>, hydrated: boolean): boolean {
  const [chosen, setChosen] = useState(false);
  useEffect(() => {
    const form = root.current?.closest("form");
    if (!hydrated || !form) return;
    const read = () => setChosen((form.elements.namedItem("delivery") as RadioNodeList | null)?.value === "parcel-locker");
    read();
    form.addEventListener("change", read);
    return () => form.removeEventListener("change", read);
  }, [root, hydrated]);
  return chosen;
}
