/** A back-office page's meta: its title and never indexed. Loaders return `title` (already translated). */
export function adminMeta(data: { title?: string } | undefined) {
  return [{ title: data?.title ?? "Back office" }, { name: "robots", content: "noindex, nofollow" }];
}
