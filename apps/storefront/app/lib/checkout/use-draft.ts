// The checkout's draft from the page's side: the code that reads and writes it (draft.ts) is loaded only when
// there is a draft to restore or the shopper types (docs/adr/0005).
import { useEffect, useState } from "react";
import { DRAFT_PREFIX, type Draft } from "./draft-key";

const load = () => import("./draft");

function stored(city: string): boolean {
  try {
    return window.localStorage.getItem(DRAFT_PREFIX + city) !== null;
  } catch {
    return false;
  }
}

/** The kept draft of this city's checkout, read once the page runs in the browser (null before, or when there is none). */
export function useCheckoutDraft(city: string, wanted: boolean): Draft | null {
  const [draft, setDraft] = useState<Draft | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per city, when the page opens without a server answer
  useEffect(() => {
    if (wanted && stored(city)) void load().then((module) => setDraft(module.readDraft(city)));
  }, [city]);
  return draft;
}

/** Keeps what the form holds now. */
export const keepDraft = (city: string, form: HTMLFormElement) =>
  void load().then((module) => module.saveDraft(city, module.draftOf(form)));

/** The order is on its way: the draft has done its work. */
export const forgetDraft = (city: string) => void load().then((module) => module.dropDraft(city));
