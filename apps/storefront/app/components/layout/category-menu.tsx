// The header's category menu (issue 18): the city's top categories, each a <details> of "All in …" and its
// subcategories; plain links (navigating in the page once it is interactive: lib/client-links.ts), so it works
// before hydration and without JavaScript. Its look is in app.css
// (.menu-bar on desktop, .menu-drawer in the phone's menu: one markup, little script). The only script
// closes an open menu on Escape or when focus leaves it; a navigation remounts it (key: the path), closed.
import type { FocusEvent, KeyboardEvent } from "react";
import { useLocation } from "react-router";
import type { MenuCategory } from "../../lib/catalogue/category-tree";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

const closing = {
  onBlur(event: FocusEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
  },
  onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector("summary")?.focus();
  },
};

/** List items, one per top category, for a `.menu-bar` or `.menu-drawer` list; `name` keeps one open at a time. */
export function CategoryMenu({ categories, name }: { categories: MenuCategory[]; name: string }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const { pathname } = useLocation();
  return categories.map((top) => (
    <li key={top.slug}>
      <details key={pathname} name={name} data-category-menu={top.slug} {...closing}>
        <summary className="menu-summary">
          {top.name}
          <svg aria-hidden="true" viewBox="0 0 20 20">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </summary>
        <ul className="menu-panel">
          {[{ slug: top.slug, name: t("nav.allInCategory", { name: top.name }) }, ...top.children].map((item) => {
            const href = paths.city("category", { slug: item.slug });
            return (
              <li key={item.slug}>
                <a href={href} {...CLIENT_LINK} aria-current={href === pathname ? "page" : undefined} data-menu-category={item.slug}>
                  {item.name}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </li>
  ));
}
