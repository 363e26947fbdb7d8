export type PageItem = number | "gap";

/**
 * The page links to show: the first and last pages, the current page with `around` neighbours on
 * each side, and a gap where pages are left out (a gap never stands for a single page).
 */
export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  if (pages <= 1) return [];
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push("gap");
    items.push(page);
    previous = page;
  }
  return items;
}
