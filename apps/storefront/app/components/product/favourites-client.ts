// The hearts' script (issue 38; docs/accounts.md "Favourites"), loaded by the first heart of a page once it is
// interactive (favourite-heart.tsx); a heart's click goes through it too. A visitor's favourites are in the browser
// (lib/favourites-local.ts); a signed-in customer's come with the personal answer (lib/personal-store.ts) and each
// change is posted to /{lang}/{city}/personal (the session cookie; the API decides): a refusal (the limit) puts
// the heart back and says why. On the first page after sign-in the browser's list is merged into the account's
// (idempotent) and forgotten here.

import { parseCookies } from "../../lib/cookies";
import { readLocalFavourites, writeLocalFavourites } from "../../lib/favourites-local";
import { PERSONAL_COOKIE, type PersonalData, sharesPages } from "../../lib/personal";
import { personalStore } from "../../lib/personal-store";
import { notify } from "../ui/toasts";

let started = false;
let signedIn = false;
let ids = new Set<number>();

/** The page's /{lang}/{city} (every page with hearts is a city's). */
const cityBase = () => location.pathname.split("/").slice(0, 3).join("/");

/** Sets every heart on the page to the current state. */
function paint(): void {
  for (const heart of document.querySelectorAll<HTMLElement>("[data-fav]")) {
    heart.setAttribute("aria-pressed", String(ids.has(Number(heart.dataset.fav))));
  }
}

/** Posts a change of the signed-in customer's list; the account's ids, or the refusal's message. */
async function post(fields: Record<string, string>): Promise<{ productIds?: number[]; message?: string }> {
  const response = await fetch(`${cityBase()}/personal`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  const answer = (await response.json()) as { productIds?: number[]; message?: string };
  return response.ok ? answer : { message: answer.message };
}

function use(answer: PersonalData | null): void {
  signedIn = Boolean(answer?.user);
  ids = new Set(signedIn ? answer?.favourites : readLocalFavourites());
  const local = signedIn ? readLocalFavourites() : [];
  if (local.length > 0) {
    writeLocalFavourites([]);
    post({ intent: "merge", productIds: JSON.stringify(local) }).then(
      (merged) => {
        ids = new Set(merged.productIds ?? [...ids, ...local]);
        paint();
      },
      // Not merged (no answer): the browser keeps its list for the next page.
      () => writeLocalFavourites(local),
    );
  }
  paint();
}

async function toggle(id: number): Promise<void> {
  const on = !ids.has(id);
  const undo = () => (on ? ids.delete(id) : ids.add(id));
  if (on) ids.add(id);
  else ids.delete(id);
  paint();
  if (!signedIn) {
    const rest = readLocalFavourites().filter((kept) => kept !== id);
    writeLocalFavourites(on ? [id, ...rest] : rest);
    return;
  }
  try {
    const answer = await post({ intent: on ? "add" : "remove", productId: String(id) });
    if (answer.productIds) ids = new Set(answer.productIds);
    else {
      undo();
      if (answer.message) notify("error", answer.message);
    }
  } catch {
    undo();
  }
  paint();
}

/** A heart's click (favourite-heart.tsx): the state is read first when this is the page's first use of the script. */
export function toggleHeart(id: number): Promise<void> {
  startHearts();
  return toggle(id);
}

/** Starts once per page life; every later call (a heart mounted by a client navigation) paints the new hearts. */
export function startHearts(): void {
  if (started) {
    paint();
    return;
  }
  started = true;
  personalStore.subscribe(() => use(personalStore.get()));
  use(personalStore.get());
  // A business customer's pages are their own (not shared): no personal answer comes, the hearts ask for it.
  const jar = parseCookies(document.cookie);
  if (jar[PERSONAL_COOKIE] && !sharesPages(jar)) {
    fetch(`${cityBase()}/personal`, { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<PersonalData>) : null))
      .then(use, () => {});
  }
}
