// The back office's frame (issue 7): its sections as a side bar on wide screens and a scrolling bar on a
// tablet in portrait, the signed-in staff member, the language switch and the way back to the shop.

import { LOCALES } from "@shop/domain";
import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { AdminPage } from "../../lib/admin/paths";
import { useAdminPaths } from "../../lib/admin/paths";
import { sitePath, switchLocale } from "../../lib/paths";
import { useTranslation } from "../../lib/texts";

export interface ShellStaff {
  name: string;
  email: string | null;
  role: "admin" | "city-manager";
}

/** The sections in the order staff use them; `admin`: only admins see (and may open) them. */
const SECTIONS: Array<{ page: AdminPage; key: string; admin?: boolean }> = [
  { page: "dashboard", key: "dashboard" },
  { page: "orders", key: "orders" },
  { page: "invoices", key: "invoices" },
  { page: "reports", key: "reports" },
  { page: "business", key: "business", admin: true },
  { page: "reviews", key: "reviews", admin: true },
  { page: "products", key: "products" },
  { page: "offers", key: "offers" },
  { page: "stock", key: "stock" },
  { page: "categories", key: "categories", admin: true },
  { page: "brands", key: "brands", admin: true },
  { page: "coupons", key: "coupons", admin: true },
  { page: "articles", key: "articles", admin: true },
  { page: "redirects", key: "redirects", admin: true },
  { page: "cities", key: "cities" },
  { page: "customers", key: "customers", admin: true },
  { page: "team", key: "team", admin: true },
  { page: "invoicing", key: "invoicing", admin: true },
  { page: "audit", key: "audit", admin: true },
];

export function AdminShell({ staff, children }: { staff: ShellStaff; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const location = useLocation();
  const sections = SECTIONS.filter((section) => !section.admin || staff.role === "admin");
  return (
    <div className="min-h-screen bg-neutral-100 text-neutral-900" data-admin-shell>
      <header className="flex flex-wrap items-center justify-between gap-3 bg-neutral-900 px-4 py-3 text-white">
        <Link to={paths.admin("dashboard")} className="text-lg font-bold">
          {t("common.title")}
        </Link>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <span data-admin-staff>
            {t("common.signedInAs", { name: staff.name })} · {t(`common.role.${staff.role}`)}
          </span>
          <Link to={paths.admin("secondFactor")} className="underline underline-offset-4" data-admin-security>
            {t("common.security")}
          </Link>
          <nav aria-label={t("common.language")} className="flex gap-2">
            {LOCALES.map((lang) => (
              <a
                key={lang}
                href={switchLocale(location.pathname, location.search, lang, LOCALES)}
                hrefLang={lang}
                lang={lang}
                aria-current={lang === paths.lang ? "true" : undefined}
                className={`rounded px-2 py-1 uppercase ${lang === paths.lang ? "bg-white text-neutral-900" : "underline underline-offset-4"}`}
              >
                {lang}
              </a>
            ))}
          </nav>
          <a href={sitePath(paths.lang, "root")} className="underline underline-offset-4">
            {t("common.toShop")}
          </a>
        </div>
      </header>
      <div className="mx-auto flex max-w-[100rem] flex-col lg:flex-row">
        <nav
          aria-label={t("common.navLabel")}
          className="overflow-x-auto border-b border-neutral-300 bg-white lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0"
        >
          <ul className="flex gap-1 p-2 lg:flex-col">
            {sections.map((section) => (
              <li key={section.page}>
                <NavLink
                  to={paths.admin(section.page)}
                  end={section.page === "dashboard"}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded px-3 py-2 text-sm font-medium ${isActive ? "bg-neutral-900 text-white" : "hover:bg-neutral-200"}`
                  }
                >
                  {t(`common.nav.${section.key}` as "common.nav.dashboard")}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
