import { useLocation } from "react-router";
import { useCartCount } from "../../lib/cart/city-cart";
import { CLIENT_LINK } from "../../lib/client-links";
import { useAccount } from "../../lib/personal-store";
import { useTranslation } from "../../lib/texts";
import { type RootData, useShopPaths } from "../../lib/use-shop";
import { CartViewChanges } from "../cart/cart-view-changes";
import { Kept } from "../ui/kept";
import { CategoryMenu } from "./category-menu";
import { CitySwitcher } from "./city-switcher";
import { LanguageSwitcher } from "./language-switcher";
import { SearchBox } from "./search-box";

const iconClass = "size-6 fill-none stroke-current stroke-2";

export function Header({ root, search, navigation }: { root: RootData; search: boolean; navigation: boolean }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const location = useLocation();
  const { brand } = root;
  const hasCity = !!root.city;
  // The server's latest count: a cart action's answer at once, then the city layout's read of every page view.
  const cartCount = useCartCount();
  const account = useAccount();
  const links = hasCity
    ? [
        { href: paths.city("sale"), label: t("nav.sale") },
        { href: paths.city("brands"), label: t("nav.brands") },
        { href: paths.site("blog"), label: t("nav.blog") },
        { href: paths.city("orderTracking"), label: t("nav.orderTracking") },
      ]
    : [{ href: paths.site("blog"), label: t("nav.blog") }];
  const home = hasCity ? paths.city("home") : paths.site("selectCity");
  // What the two menus read besides the language and city (their links and texts follow from those): their server
  // HTML is kept (lib/fragment-memo.server.ts). They mark a category page's own link as current: its address is in
  // the key then (every link of theirs that can be current is a category's). Only the server reads the key.
  const menuDeps = import.meta.env.SSR && [root.categories, location.pathname.includes("/categories/") && location.pathname];
  return (
    <>
      <header className="bg-primary-dark text-white">
        <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-3 sm:px-8 lg:gap-6">
          {navigation && (
            <details key={location.pathname} className="relative lg:hidden" data-mobile-menu>
              <summary className="flex cursor-pointer list-none items-center rounded-md p-2 hover:bg-white/10 [&::-webkit-details-marker]:hidden">
                <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
                  <path d="M4 6h16M4 12h16M4 18h16" />
                </svg>
                <span className="sr-only">{t("nav.menu")}</span>
              </summary>
              <div className="absolute left-0 z-30 mt-3 w-[calc(100vw-2rem)] max-w-sm rounded-2xl bg-primary-dark p-4 shadow-2xl ring-1 ring-white/20">
                <Kept deps={menuDeps}>
                  <nav data-kept="drawer" aria-label={t("nav.main")}>
                    {root.categories.length > 0 && (
                      <div className="mb-3 border-b border-white/20 pb-3">
                        <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wide">{t("nav.categories")}</p>
                        <ul className="menu-drawer flex flex-col gap-1">
                          <CategoryMenu categories={root.categories} name="drawer-categories" />
                        </ul>
                      </div>
                    )}
                    <ul className="flex flex-col gap-1">
                      {links.map((link) => (
                        <li key={link.href}>
                          <a
                            {...CLIENT_LINK}
                            href={link.href}
                            className="block rounded-lg px-3 py-3 text-lg font-semibold hover:bg-white/10"
                          >
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                </Kept>
                <div className="mt-3 border-t border-white/20 pt-3">
                  <CitySwitcher root={root} />
                </div>
                <div className="mt-3 border-t border-white/20 pt-3">
                  <LanguageSwitcher current={root.locale} />
                </div>
              </div>
            </details>
          )}
          <a {...CLIENT_LINK} href={home} className="shrink-0" aria-label={t("brand.logoAlt", { name: brand.name })}>
            <img src={brand.logos.dark} alt="" width={160} height={38} className="h-8 w-auto sm:h-10" />
          </a>
          {navigation && (
            <div className="hidden lg:block">
              <CitySwitcher root={root} />
            </div>
          )}
          {search && hasCity && <SearchBox id="search-desktop" action={paths.city("search")} className="hidden max-w-xl flex-1 lg:flex" />}
          <div className="ml-auto flex items-center gap-1">
            <div className={navigation ? "hidden lg:block" : ""}>
              <LanguageSwitcher current={root.locale} />
            </div>
            {hasCity && (
              <>
                {/*
                  One box before and after the personal answer (issue 37): on a shared page a signed-in customer's name
                  comes after the page is shown, into the slot "Sign in" held (a long name is cut), so nothing moves.
                  The slot shows where the header has room: from 640 px, but not at 1024-1279 px (the search field beside it).
                */}
                <a
                  {...CLIENT_LINK}
                  href={account ? paths.city("cabinet") : paths.city("signIn")}
                  className="flex items-center gap-2 rounded-md p-2 hover:bg-white/10"
                  data-account={account ? "signed-in" : ""}
                  aria-label={account ? t("nav.myAccount", { name: account.firstName }) : t("nav.signIn")}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
                    <circle cx="12" cy="8" r="4" />
                    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
                  </svg>
                  <span
                    className="hidden w-28 truncate text-sm font-semibold sm:block lg:hidden xl:block"
                    data-account-name={account ? "" : undefined}
                  >
                    {account ? account.firstName : t("nav.signIn")}
                  </span>
                </a>
                <a
                  {...CLIENT_LINK}
                  href={paths.city("cart")}
                  className="relative flex items-center rounded-md p-2 hover:bg-white/10"
                  data-cart
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
                    <path d="M3 4h2l2.4 11h11.2L21 8H6.2" />
                    <circle cx="9" cy="20" r="1.5" />
                    <circle cx="18" cy="20" r="1.5" />
                  </svg>
                  <span className="sr-only">{t("nav.cartItems", { count: cartCount })}</span>
                  <span
                    aria-hidden="true"
                    data-cart-count
                    className="absolute -top-0.5 -right-0.5 min-w-6 rounded-full bg-accent px-1 text-center text-xs font-bold text-primary-dark"
                  >
                    {cartCount}
                  </span>
                </a>
              </>
            )}
          </div>
        </div>
        {navigation && (
          <div className="hidden border-t border-white/15 lg:block">
            <Kept deps={menuDeps}>
              <nav data-kept="menu" aria-label={t("nav.main")} className="mx-auto w-full max-w-6xl px-8">
                <ul className="menu-bar flex flex-wrap gap-1 py-1">
                  <CategoryMenu categories={root.categories} name="category-menu" />
                  {links.map((link, index) => (
                    <li
                      key={link.href}
                      className={index === 0 && root.categories.length > 0 ? "ms-2 border-s border-white/20 ps-2" : undefined}
                    >
                      <a
                        {...CLIENT_LINK}
                        href={link.href}
                        className="block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold hover:bg-white/10"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </Kept>
          </div>
        )}
        {search && hasCity && (
          <div className="px-4 pb-3 sm:px-8 lg:hidden">
            <SearchBox id="search-mobile" action={paths.city("search")} />
          </div>
        )}
      </header>
      {hasCity && <CartViewChanges />}
    </>
  );
}
