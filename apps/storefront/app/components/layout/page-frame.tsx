import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** The frame every page shares: breadcrumbs and the page's heading above its body. */
export function PageFrame({ heading, crumbs, children }: { heading: string; crumbs: Crumb[]; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      {children}
    </div>
  );
}

/** The body of a screen that a later capability fills: it names what will be there. */
export function ComingBody({ coming }: { coming: string }) {
  const { t } = useTranslation();
  return (
    <section className="mt-6 rounded-2xl border border-dashed border-neutral-400 bg-primary p-6 text-base" data-frame="coming">
      <p>
        {t("pages.comingLead")} {coming}
      </p>
    </section>
  );
}

export function FramePage({ page }: { page: { heading: string; crumbs: Crumb[]; coming: string } }) {
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <ComingBody coming={page.coming} />
    </PageFrame>
  );
}
