import type { CategoryLink } from "../../lib/catalogue/category-facet";
import { CLIENT_LINK } from "../../lib/client-links";

/** Categories as links with their product counts: subcategories of a category, or the category filter of a listing. */
export function CategoryLinks({ title, links, variant }: { title: string; links: CategoryLink[]; variant: "list" | "chips" }) {
  if (links.length === 0) return null;
  if (variant === "chips") {
    return (
      <ul aria-label={title} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0" data-category-chips>
        {links.map((link) => (
          <li key={link.slug || "all"} className="shrink-0">
            <a
              {...CLIENT_LINK}
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-primary-dark aria-[current=page]:border-primary-dark aria-[current=page]:bg-primary-dark aria-[current=page]:text-white"
            >
              {link.name}
              {link.slug && <span className="text-xs opacity-75 tabular-nums">{link.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={title} className="pb-4" data-facet="categories">
      <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-neutral-700">{title}</h3>
      <ul className="space-y-0.5">
        {links.map((link) => (
          <li key={link.slug || "all"}>
            <a
              {...CLIENT_LINK}
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-canvas aria-[current=page]:bg-canvas aria-[current=page]:font-bold"
            >
              <span className="min-w-0 hyphens-auto">{link.slug ? link.name : `← ${link.name}`}</span>
              {link.slug && <span className="text-xs text-neutral-600 tabular-nums">{link.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
