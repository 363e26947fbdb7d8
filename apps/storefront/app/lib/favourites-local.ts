// A visitor's favourites in the browser (issue 38; docs/accounts.md "Favourites"): product ids, newest first, in
// localStorage `favourites`. Nothing of it reaches the server until the visitor signs in; the list is then merged
// into the account's (the merge is idempotent: a repeat changes nothing) and forgotten here.
const KEY = "favourites";
/** As many as an account keeps (FAVOURITES_MAX in contracts). */
const MAX = 500;

export function readLocalFavourites(): number[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) as string);
    return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function writeLocalFavourites(ids: readonly number[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(ids.slice(0, MAX)));
  } catch {
    // Blocked or full storage: the hearts of this page still show the change.
  }
}
