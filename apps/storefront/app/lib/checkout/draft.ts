// What a shopper typed into the checkout, kept in this browser while they sign in or sign up (issue 18):
// saved as they type, restored when the checkout opens again without a server answer, dropped when the
// order is sent or after DRAFT_HOURS. localStorage (not sessionStorage), so that a sign-up whose e-mail
// link opens in another tab still finds it. Loaded on first use (use-draft.ts). Only the form's own fields: no checkboxes (consents are given
// again), no hidden values (keys, totals).

import { type Draft, DRAFT_PREFIX as PREFIX } from "./draft-key";

export const DRAFT_HOURS = 6;
const SKIPPED = new Set(["intent", "idempotencyKey", "expectedTotal", "_js"]);

export type { Draft };

interface Stored {
  savedAt: number;
  values: Draft;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The form's values worth keeping: text, selects and the checked radios, by name. */
export function draftOf(form: HTMLFormElement): Draft {
  const values: Draft = {};
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    const { name } = element;
    if (!name || SKIPPED.has(name) || element.disabled) continue;
    if (element instanceof HTMLInputElement) {
      if (element.type === "hidden" || element.type === "checkbox" || element.type === "submit") continue;
      if (element.type === "radio" && !element.checked) continue;
    }
    if (element.value !== "") values[name] = element.value;
  }
  return values;
}

export function saveDraft(city: string, values: Draft, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + city, JSON.stringify({ savedAt: now, values } satisfies Stored));
  } catch {
    // Storage full or refused: the checkout works without a draft.
  }
}

export function readDraft(city: string, now = Date.now()): Draft | null {
  const store = storage();
  try {
    const raw = store?.getItem(PREFIX + city);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    const fresh = typeof stored.savedAt === "number" && now - stored.savedAt < DRAFT_HOURS * 3_600_000;
    if (!fresh || !stored.values || typeof stored.values !== "object") {
      store?.removeItem(PREFIX + city);
      return null;
    }
    return Object.fromEntries(Object.entries(stored.values).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return null;
  }
}

export function dropDraft(city: string): void {
  try {
    storage()?.removeItem(PREFIX + city);
  } catch {
    // Nothing to drop.
  }
}
