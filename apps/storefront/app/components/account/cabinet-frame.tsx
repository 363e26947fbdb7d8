import type { ReactNode } from "react";
import { NavLink } from "react-router";
import type { CityPage } from "../../lib/paths";
import { useTranslation } from "../../lib/texts";
import { useRootData, useShopPaths } from "../../lib/use-shop";
import type { Crumb } from "../layout/breadcrumbs";
import { PageFrame } from "../layout/page-frame";
import { SignOutForm } from "./sign-out-form";

const SECTIONS: { page: CityPage; label: string }[] = [
  { page: "cabinet", label: "main" },
  { page: "cabinetOrders", label: "orders" },
  { page: "cabinetFavourites", label: "favourites" },
  { page: "cabinetPersonalData", label: "personalData" },
  { page: "cabinetBusiness", label: "business" },
  { page: "cabinetChangePassword", label: "changePassword" },
  { page: "cabinetSecurity", label: "security" },
  { page: "cabinetCoupons", label: "coupons" },
  { page: "cabinetReferrals", label: "referrals" },
  { page: "cabinetReviews", label: "reviews" },
];

/** The cabinet's side navigation (a list of links; the current page is marked) and sign-out. */
function CabinetNav() {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const user = useRootData()?.user;
  const staff = user?.role === "staff";
  return (
    <nav aria-label={t("account.cabinet.navLabel")} data-cabinet-nav>
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {SECTIONS.map((section) => (
          <li key={section.page}>
            <NavLink
              to={paths.city(section.page)}
              end
              className="block rounded-lg px-3 py-2 font-semibold hover:bg-neutral-200 aria-[current=page]:bg-primary-dark aria-[current=page]:text-white"
            >
              {t(`account.cabinet.nav.${section.label}` as "account.cabinet.nav.main")}
            </NavLink>
          </li>
        ))}
        {staff && (
          <li>
            {/* Staff run the shop from the back office (issue 7); a document navigation loads its own frame. */}
            <a
              href={paths.site("backOffice")}
              className="block rounded-lg px-3 py-2 font-semibold hover:bg-neutral-200"
              data-back-office-link
            >
              {t("account.cabinet.nav.backOffice")}
            </a>
          </li>
        )}
      </ul>
      <div className="mt-4 border-t border-neutral-300 pt-4">
        <SignOutForm />
      </div>
    </nav>
  );
}

/** A cabinet page: the shared frame, the side navigation and the page's own content. */
export function CabinetFrame({ page, children }: { page: { heading: string; crumbs: Crumb[] }; children: ReactNode }) {
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <div className="mt-6 grid gap-8 md:grid-cols-[14rem_1fr]">
        <CabinetNav />
        <div className="min-w-0" data-cabinet-page>
          {children}
        </div>
      </div>
    </PageFrame>
  );
}
